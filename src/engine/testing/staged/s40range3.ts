// Staged coverage positions for the third part of the tier-2 range leftovers (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const OKEABYSS = { card: 160207020, maximum: { left: 160207019, right: 160207021 } };
const SISTERS = { card: 160208002, maximum: { left: 160208001, right: 160208003 } };
const seaSerpents = Array.from({ length: 10 }, (_, i) => mon(`s${String(i)}`, 'Sea Serpent', 4, 1000, 'WATER'));

export const S40_RANGE3_STAGED: Staged[] = [
  [160013008, main({ monsters: [{ card: 160013008 }] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160014028, main({ hand: [160403001], monsters: [{ card: 160014028 }, { card: 160430001 }], graveyard: [FILLER], extra: [160433001] })],
  [160014031, main({ monsters: [{ card: 160014031 }], graveyard: [160403001], extra: [160433001] })],
  [160014032, main({ monsters: [{ card: 160014032 }], graveyard: [160430001], extra: [160433001] })],
  [160014047, main({ hand: [160014047, mon('em', 'Machine', 4, 1000, 'EARTH')] })],
  [160207019, main({ monsters: [OKEABYSS], graveyard: [160207050] })],
  [160207020, main({ hand: [FILLER], monsters: [OKEABYSS], graveyard: seaSerpents }, { monsters: [{ card: FILLER }] })],
  [160207021, main({ monsters: [OKEABYSS] }, { monsters: [{ card: FILLER }] })],
  [160207049, theirTurn(160207049, { monsters: [OKEABYSS] }, { monsters: [{ card: mon('big', 'Dragon', 8, 4000) }] }), ['enterBattle', 'attack']],
  [160208002, main({ monsters: [SISTERS], graveyard: [mon('w1', 'Winged Beast', 4, 1000, 'WIND'), mon('w2', 'Winged Beast', 4, 1000, 'WIND')] })],
  [160208013, main({ hand: [160208013], monsters: [SISTERS] })],
  [160208020, main({ monsters: [{ card: 160208020, summonedHow: 'fusion' }], graveyard: [160204050] }, { monsters: [{ card: FILLER }] })],
  [160209020, main({ hand: [160209020], monsters: [{ card: mon('sc', 'Spellcaster', 4, 0, 'DARK') }], graveyard: [160001038] }, { monsters: [{ card: FILLER }] })],
  [160209046, main({ monsters: [{ card: 160209046 }, { card: 160001029 }] })],
  [160446003, main({ monsters: [{ card: 160208002 }, { card: 160446003 }], graveyard: [160208016] })],
];
