// Staged coverage positions for the cards that act on the opponent's side and on each player
// (session 44, helper h-opp2; see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;

export const H_OPP2_STAGED: Staged[] = [
  // Hacking Dragon: a Dragon in the hand, an opposing Level 8 or lower Attack Position monster.
  [160402023, main({ hand: [mon('hd', 'Dragon', 4, 1000)], monsters: [{ card: 160402023 }] }, { monsters: [{ card: FILLER }] })],
  // Zuse the Wisdom Vassal and Hebe the Star Vassal: Normal Summoned this turn, 2 monsters with 1000 DEF in the GY, a Spell / an Effect Monster in the opponent's GY.
  [160013014, main({ monsters: [{ card: 160013014, summonedHow: 'normal' }], graveyard: [mon('g1', 'Cyberse', 3, 800, 'DARK', 1000), mon('g2', 'Cyberse', 3, 800, 'DARK', 1000)] }, { graveyard: [160001037] })],
  [160013015, main({ monsters: [{ card: 160013015, summonedHow: 'normal' }], graveyard: [mon('g1', 'Galaxy', 4, 800, 'LIGHT', 1000), mon('g2', 'Galaxy', 4, 800, 'LIGHT', 1000)] }, { graveyard: [160013017] })],
  // Jointech Leo: Normal Summoned this turn, a Trap in the opponent's GY.
  [160434002, main({ monsters: [{ card: 160434002, summonedHow: 'normal' }] }, { graveyard: [160003059] })],
  // Amabear Lilith (a Fusion monster): on the field, an opposing monster and a monster in the opponent's hand.
  [160010043, main({ monsters: [{ card: 160010043, summonedHow: 'fusion' }] }, { hand: [FILLER], monsters: [{ card: FILLER }] })],
  // Combustion Oni Bunsel: both Decks hold 2 cards, an opposing face-up Level 4 monster.
  [160402020, main({ monsters: [{ card: 160402020 }] }, { monsters: [{ card: FILLER }] })],
  // Innocent Fadrawl: Normal Summoned this turn, no draw in this Main Phase.
  [160017037, main({ monsters: [{ card: 160017037, summonedHow: 'normal' }] })],
  // Heat Core the Mad Fiend of Despair: 4 monsters and a Fiend in the GY, a Level 9 or lower monster in the opponent's GY.
  [160218024, main({ monsters: [{ card: 160218024, summonedHow: 'fusion' }], graveyard: [FILLER, FILLER, FILLER, FILLER, mon('gf', 'Fiend', 4, 500, 'DARK')] }, { graveyard: [FILLER] })],
  // Encounter with Despair: the opponent Normal Summons; a DARK Fiend with 1200 DEF in the hand.
  [160218035, theirTurn(160218035, { hand: [mon('ef', 'Fiend', 4, 500, 'DARK', 1200)] }, { hand: [FILLER] }), ['summon']],
  // Dark Matter Transcend Dragon: Special Summoned this turn, a Level 5 or higher monster in the opponent's GY.
  [160019044, main({ monsters: [{ card: 160019044, summonedHow: 'fusion' }] }, { graveyard: [mon('o7', 'Dragon', 7, 2500)] })],
];
