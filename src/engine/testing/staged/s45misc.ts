// Staged coverage positions for the range leftovers and later sets of session 45 (see base.ts for the shape).
import { copies, main, type Staged } from './base';

export const S45_MISC_STAGED: Staged[] = [
  // Vi-FRND on the field: a Deck to send from, the five named monsters in the GY, a Set card of the opponent's.
  [160209059, main({ monsters: [{ card: 160209059 }], graveyard: [160306003, 160002024, 160201029, 160306012, 160201034] }, { spellTraps: [{ card: 160014065, faceDown: true }] })],
  // Sea Dragon Knight: 2 monsters in the GY, a Set card of the opponent's whose name is in their GY.
  [160007032, main({ monsters: [{ card: 160007032 }], graveyard: copies(2, 160320008) }, { spellTraps: [{ card: 160014065, faceDown: true }], graveyard: [160014065] })],
  // Transam Scride beside Transam Linac, a LIGHT Galaxy monster on top of the Deck.
  [160402036, main({ monsters: [{ card: 160402036 }, { card: 160425001 }], deck: [160425001, 160320008] }, { monsters: [{ card: 160320008 }] })],
  // Masenkou, the Lashing Light: Summoned Skull on the field, a Fiend in the hand, an Attack Position monster of the opponent's.
  [160206044, main({ hand: [160206044, 160003000], monsters: [{ card: 160003000 }] }, { monsters: [{ card: 160320008 }] })],
];
