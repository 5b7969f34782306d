// Staged coverage positions for the range leftovers of tier 2, part 1 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const S40_RANGE1_STAGED: Staged[] = [
  [160009014, main({ monsters: [{ card: 160009014 }, { card: mon('n1', 'Warrior', 4, 1000) }, { card: mon('n2', 'Warrior', 4, 1200) }], graveyard: [mon('g', 'Warrior', 4, 500)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 100) }] })],
  [160009047, main({ hand: [160009047], monsters: [{ card: mon('e', 'Warrior', 4, 1000) }] }, { monsters: [{ card: mon('o', 'Rock', 4, 100, 'EARTH', 2000) }] })],
  [160402033, main({ monsters: [normal(160402033)], graveyard: [mon('g', 'Dragon', 4, 1000, 'DARK', 1200)] }, { monsters: [{ card: mon('o1', 'Warrior', 5, 100) }, { card: mon('o2', 'Warrior', 5, 100) }] })],
];
