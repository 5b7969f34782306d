// Staged coverage positions for the stat stream of cards (see base.ts for the shape).
import { main, vanilla, type Staged } from './base';

const FEMTRON = 160202014; // Cyberse Normal, Level 4
const CYCLIPTRON = 160203022; // Cyberse Normal, Level 4
const WATTKISS = 160002002; // Psychic Normal, Level 2

export const STAT_STAGED: Staged[] = [
  [160201019, main({ hand: [160320008], monsters: [{ card: 160201019 }] })],
  [160201009, main({ hand: [160201009], monsters: [{ card: 160320008 }] })],
  [160002043, main({ hand: [160002043, 160001000] }, { monsters: [{ card: 160320008 }] })],
  [160003042, main({ hand: [160003042], monsters: [{ card: 160320008 }, { card: 160320008 }] }, { monsters: [{ card: 160320008 }] })],
  [160201012, main({ hand: [160201012, 160320008], monsters: [{ card: FEMTRON }, { card: CYCLIPTRON }] })],
  [160202018, main({ hand: [160202018, FEMTRON, CYCLIPTRON], monsters: [{ card: 160320008 }] })],
  [160201036, main({ hand: [160201036], monsters: [{ card: WATTKISS }] })],
  // Tribute Summoned by a Level 5 and a Level 4 monster (the first legal summon and selections).
  [160002031, main({ hand: [160002031], monsters: [{ card: vanilla('Fiend', 5) }, { card: vanilla('Fiend', 4) }] }, { monsters: [{ card: 160320008 }] }), ['summon', 'select', 'select']],
  [160002038, main({ hand: [160002038], monsters: [{ card: vanilla('Aqua', 4) }] })],
  [160202049, main({ monsters: [{ card: 160202049 }] }, { monsters: [{ card: 160320008 }] })],
  [160006014, main({ hand: [160320008], monsters: [{ card: 160006014 }] }, { monsters: [{ card: 160320008 }] })],
  [160004015, main({ monsters: [{ card: 160004015 }], graveyard: [vanilla('Machine', 4)] })],
];
