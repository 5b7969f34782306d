// Staged coverage positions for sets 160020 and 160213 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const special = (id: number) => ({ card: id, summonedHow: 'special' });
const CRAWLING = 160213046; // EARTH Dinosaur Normal, Level 4, 1200 DEF
const KING_REX = 160213047; // EARTH Dinosaur Normal, Level 4
const INSECT_KNIGHT = 160020001; // EARTH Insect Normal, Level 4
const SPELL = 160204050; // "Fusion"

export const SETS160020AND160213_STAGED: Staged[] = [
  [160213012, main({ monsters: [normal(160213012)], graveyard: [160003000, 160404001], extra: [160016000] })],
  [160213016, main({ monsters: [special(160213016)], deck: [160213012, FILLER, FILLER, FILLER, FILLER] })],
  [160213022, main({ hand: [CRAWLING], monsters: [{ card: 160213022 }] })],
  [160213038, main({ monsters: [{ card: 160213038 }], graveyard: [CRAWLING] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160213039, main({ monsters: [normal(160213039)], graveyard: [160203006, CRAWLING] })],
  [160213041, main({ monsters: [normal(160213041)], graveyard: [CRAWLING] })],
  [160213048, main({ hand: [160213048, CRAWLING] })],
  [160213049, main({ hand: [160213049], monsters: [{ card: 160203006 }], graveyard: [CRAWLING, KING_REX, CRAWLING, KING_REX] }, { monsters: [{ card: FILLER }] })],
  [160213052, main({ monsters: [{ card: 160213052, summonedHow: 'fusion' }], graveyard: [INSECT_KNIGHT, INSECT_KNIGHT, INSECT_KNIGHT] }, { monsters: [{ card: FILLER }] })],
  [160213056, main({ monsters: [{ card: 160213056 }], graveyard: [mon('li', 'Insect', 4, 1000, 'LIGHT')] })],
  [160213062, main({ hand: [INSECT_KNIGHT], monsters: [{ card: 160213062 }] })],
];
