// Staged coverage positions for the cards that act on the opponent's side and on each player
// (session 44, helper h-opp2; see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;

export const H_OPP2_STAGED: Staged[] = [
  // Hacking Dragon: a Dragon in the hand, an opposing Level 8 or lower Attack Position monster.
  [160402023, main({ hand: [mon('hd', 'Dragon', 4, 1000)], monsters: [{ card: 160402023 }] }, { monsters: [{ card: FILLER }] })],
];
