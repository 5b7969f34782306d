// Staged coverage positions for the cards where the opponent acts or decides, and control
// (session 43, helper h-opp; see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;
const RESHEF = 160026069;
const FINAL_RITUAL = 160026060;

export const H_OPP_STAGED: Staged[] = [
  // Reshef the Dark Being: Ritual Summoned this turn, a Spell in the hand, an opposing Level 8 or lower monster.
  [RESHEF, main({ hand: [FINAL_RITUAL], monsters: [{ card: RESHEF, summonedHow: 'ritual' }] }, { monsters: [{ card: FILLER }] })],
  // Final Ritual of the Ancients: a Level 8 monster in the hand to Tribute.
  [FINAL_RITUAL, main({ hand: [FINAL_RITUAL, mon('h8', 'Fiend', 8, 0)], extra: [RESHEF] })],
  // Wilhel the Mega Monarch and Mega Star Monarch Estrome: Tribute Summoned this turn, an opposing monster.
  [160013018, main({ monsters: [{ card: 160013018, summonedHow: 'tribute' }] }, { monsters: [{ card: FILLER }] })],
  [160013019, main({ monsters: [{ card: 160013019, summonedHow: 'tribute' }] }, { monsters: [{ card: FILLER }] })],
  // Delirium Lampyris: 2 opposing monsters, one a face-up Level 6 Dragon; a Dragon in the hand.
  [160205061, main({ hand: [mon('hd', 'Dragon', 4, 0)], monsters: [{ card: 160205061 }] }, { monsters: [{ card: mon('od', 'Dragon', 6, 2000) }, { card: FILLER }] })],
  // Painful Choice: 5 cards in the Deck to reveal.
  [160402062, main({ hand: [160402062], deck: [FILLER, FILLER, FILLER, FILLER, FILLER, FILLER] })],
];
