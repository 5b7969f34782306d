// Staged coverage positions for the range leftovers of tier 2, part 1 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK

const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const S40_RANGE1_STAGED: Staged[] = [
  [160008061, theirTurn(160008061, { monsters: [{ card: mon('r', 'Reptile', 4, 1000) }] }, { hand: [BLUE_EYES], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select']],
  [160009014, main({ monsters: [{ card: 160009014 }, { card: mon('n1', 'Warrior', 4, 1000) }, { card: mon('n2', 'Warrior', 4, 1200) }], graveyard: [mon('g', 'Warrior', 4, 500)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 100) }] })],
  [160009047, main({ hand: [160009047], monsters: [{ card: mon('e', 'Warrior', 4, 1000) }] }, { monsters: [{ card: mon('o', 'Rock', 4, 100, 'EARTH', 2000) }] })],
  [160312018, main({ monsters: [{ card: 160312018 }], graveyard: [mon('g1', 'Warrior', 4, 100), mon('g2', 'Warrior', 4, 100), mon('g3', 'Warrior', 4, 100)] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160402040, main({ monsters: [normal(160402040)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1800) }] })],
  [160402041, main({ monsters: [{ card: 160402041 }], graveyard: [mon('l1', 'Machine', 4, 100, 'LIGHT'), mon('l2', 'Machine', 4, 100, 'LIGHT'), mon('l3', 'Machine', 4, 100, 'LIGHT')] }, { monsters: [{ card: mon('o', 'Warrior', 7, 2500) }] })],
  [160402033, main({ monsters: [normal(160402033)], graveyard: [mon('g', 'Dragon', 4, 1000, 'DARK', 1200)] }, { monsters: [{ card: mon('o1', 'Warrior', 5, 100) }, { card: mon('o2', 'Warrior', 5, 100) }] })],
  [160428007, main({ deck: [FILLER, FILLER, FILLER, FILLER, FILLER], monsters: [{ card: 160428007 }], graveyard: [mon('s2', 'Spellcaster', 2, 100, 'DARK'), mon('s4', 'Spellcaster', 4, 100, 'DARK'), mon('s7', 'Spellcaster', 7, 100, 'DARK')] })],
  [160421017, main({ hand: [160421017] }, { monsters: [{ card: mon('o', 'Rock', 4, 100, 'EARTH', 2000) }] })],
  [160423001, main({ monsters: [{ card: 160423001 }] }, { monsters: [{ card: mon('o', 'Warrior', 4, 100) }] })],
  [160427001, main({ monsters: [{ card: 160427001 }], graveyard: [mon('g', 'Warrior', 4, 100)] }, { lp: 700 })],
];
