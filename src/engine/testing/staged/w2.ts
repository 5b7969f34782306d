// Staged coverage positions for helper w2's cards (see base.ts for the shape).
import { fillerDeck, vanilla, type Staged } from './base';

const WATTKISS = 160002002; // Psychic Normal, Level 2
const main = (p0: object, p1: object = {}) => ({ turn: 3, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });

export const W2_STAGED: Staged[] = [
  [160201038, main({ hand: [160201038], monsters: [{ card: WATTKISS }], graveyard: [WATTKISS, WATTKISS] })],
];

void vanilla;
