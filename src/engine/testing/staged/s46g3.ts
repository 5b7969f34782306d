// Staged coverage positions for the Fusion and Spell-lock cards of session 46 (see base.ts for the shape).
import { main, type Staged } from './base';

export const S46_G3_STAGED: Staged[] = [
  // Voidvelg Gehennamagia, Fusion Summoned this turn, 2 cards in the hand, a Set card on the opponent's field.
  [160402048, main({ monsters: [{ card: 160402048, summonedHow: 'fusion' }], hand: [160001042, 160001042] }, { spellTraps: [{ card: 160014065, faceDown: true }] })],
  // Power Bond: one material in the hand, one on the field, Newsflash the Journalistic Juggernaut (Machine) in the Extra Deck.
  [160205070, main({ hand: [160205070, 160003032], monsters: [{ card: 160003002 }], extra: [160007037] })],
  // Jointech Fighter on the field, Jointech Hero and Jointech Ace in the GY.
  [160014043, main({ monsters: [{ card: 160014043 }], graveyard: [160014008, 160312010] })],
  // Divine Transformation: a Warrior in the hand, a Fairy on the field, Semeterasu the Divine Ruler (Celestial Warrior) in the Extra Deck.
  [160209055, main({ hand: [160209055, 160004020], monsters: [{ card: 160007001 }], extra: [160008036] })],
  // Dragon Tribe Fusion: The Dragias on the field and in the GY, The Dragiastar in the Extra Deck.
  [160206024, main({ hand: [160206024], monsters: [{ card: 160012003 }], graveyard: [160012003], extra: [160012035] })],
  // Blue-Eyes Vision Dragon in the hand (its rule) beside Blue-Eyes White Dragon, another on the field (its effect), a Deck to send from.
  [160319004, main({ hand: [160319004], monsters: [{ card: 160319004 }, { card: 160001000 }] })],
];
