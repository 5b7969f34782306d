// Staged coverage positions for the t9 batch of cards (see base.ts for the shape).
import { fillerDeck, type Staged } from './base';

const FILLER = 160320008;
const UMI = 160003052;
/** An inline Normal Monster. */
const mon = (ref: string, race: string, level: number, atk: number, attribute = 'EARTH', def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
const main = (p0: object, p1: object = {}) => ({ turn: 3, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
/** The opponent (seat 1) acts on its turn; seat 0 holds the Trap Set on an earlier turn. */
const theirTurn = (trap: number, p0: object, p1: object) => ({
  turn: 3,
  turnPlayer: 1,
  phase: 'main',
  players: [{ deck: fillerDeck, spellTraps: [{ card: trap, faceDown: true }], ...p0 }, { deck: fillerDeck, ...p1 }],
});

export const T9_STAGED: Staged[] = [
  [160007000, main({ monsters: [{ card: 160007000 }], field: { card: UMI } }, { monsters: [{ card: FILLER }] })],
  [160007021, main({ monsters: [{ card: 160007021 }, { card: mon('f', 'Fish', 4, 1000, 'WATER') }], field: { card: UMI } })],
  [160007023, main({ monsters: [{ card: 160007023 }], hand: [UMI] })],
  [160007058, theirTurn(160007058, { monsters: [{ card: mon('f', 'Fish', 4, 1000, 'WATER') }], graveyard: [UMI] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160007059, theirTurn(160007059, { field: { card: UMI }, graveyard: [mon('s', 'Sea Serpent', 4, 1000, 'WATER')] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
];
