// Staged coverage positions for sets 160216 and 160217, third pass (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK, Legend
// Souffraes the Defiant Soul (160018030): a Level 3 Zombie.

export const SETS160216AND160217_STAGED: Staged[] = [
  [160216068, main({ hand: [160216068, BLUE_EYES], monsters: [{ card: mon('l2', 'Warrior', 2, 500) }], extra: [160216065] })],
  [160217012, main({ hand: [160217012], monsters: [{ card: 160018030 }], extra: [160217002] })],
];
