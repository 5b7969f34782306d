// Staged coverage positions for sets 160218 and 160219, third pass (see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

const AVIAN = 160320008; // Warrior Normal, Level 3
const FUSION = 160204050;
const SOLEIL = 160012020;
const CIELA = 160012024;
const SOLCIERE = 160012038;
const DEAD_CORE = 160218025;
const DEAD_END = 160015033;
const BAD_END = 160218027;
const THE_END = 160218022;
const fiend3 = () => mon('f3', 'Fiend', 3, 1000, 'DARK');
const setCard = (card: number) => ({ card, faceDown: true });

export const SETS160218AND160219_STAGED: Staged[] = [
  [160218009, main({ hand: [AVIAN], monsters: [{ card: 160218009, summonedHow: 'normal' }] })],
  [160218011, main({ hand: [AVIAN], monsters: [{ card: 160218011, summonedHow: 'normal' }] })],
  [160218036, main({ monsters: [{ card: 160218036 }] })],
  [160218049, main({ monsters: [{ card: 160218049 }], graveyard: [SOLEIL] })],
  [160218050, main({ hand: [160218050, CIELA, SOLEIL], extra: [SOLCIERE] })],
  [THE_END, main({ monsters: [{ card: THE_END }], graveyard: copies(6, AVIAN) }, { monsters: [{ card: AVIAN }], graveyard: [AVIAN] })],
  [DEAD_CORE, main({ monsters: [{ card: DEAD_CORE }, { card: BAD_END }], hand: [DEAD_END], extra: [THE_END] })],
  [BAD_END, main({ monsters: [{ card: BAD_END }], graveyard: [...copies(4, FUSION), ...copies(6, AVIAN)] }, { spellTraps: [setCard(FUSION)], graveyard: [AVIAN] })],
  [160218029, main({ monsters: [{ card: 160218029 }, { card: DEAD_CORE }] })],
  [160218031, main({ monsters: [{ card: 160218031, summonedHow: 'normal' }], graveyard: [160218032] })],
  [160218032, main({ hand: [160218032], monsters: [{ card: fiend3() }], extra: [DEAD_CORE] })],
  [160218033, main({ hand: [160218033, fiend3()], extra: [DEAD_CORE] })],
];
