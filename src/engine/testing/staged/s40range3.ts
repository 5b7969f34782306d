// Staged coverage positions for the third part of the tier-2 range leftovers (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;

export const S40_RANGE3_STAGED: Staged[] = [
  [160014028, main({ hand: [160403001], monsters: [{ card: 160014028 }, { card: 160430001 }], graveyard: [FILLER], extra: [160433001] })],
  [160014047, main({ hand: [160014047, mon('em', 'Machine', 4, 1000, 'EARTH')] })],
  [160208020, main({ monsters: [{ card: 160208020, summonedHow: 'fusion' }], graveyard: [160204050] }, { monsters: [{ card: FILLER }] })],
  [160209020, main({ hand: [160209020], monsters: [{ card: mon('sc', 'Spellcaster', 4, 0, 'DARK') }], graveyard: [160001038] }, { monsters: [{ card: FILLER }] })],
  [160209046, main({ monsters: [{ card: 160209046 }, { card: 160001029 }] })],
];
