// Staged coverage positions for the later sets' cards of session 44 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

export const H_LATE_STAGED: Staged[] = [
  // Encounter with the Sacred Tree: a Deck of 4 holding "Lauan Adventurers".
  [160026049, main({ hand: [160026049], deck: [160008009, ...copies(3, 160320008)] })],
  // Slay the Star Protector's Gunslinger on the field, a Deck to send from.
  [160026010, main({ monsters: [{ card: 160026010 }] })],
  // Rising Protect: a card to put under the Deck, a Level 3 LIGHT Warrior with 1000 DEF in the GY.
  [160025055, main({ hand: [160025055, 160320008], graveyard: [mon('rw', 'Warrior', 3, 0, 'LIGHT', 1000)], monsters: [{ card: 160320008 }] })],
  // Oh'en the Molten Martial Machine, Normal Summoned this turn, The Magnificent Blazephant in the GY.
  [160023031, main({ monsters: [{ card: 160023031, summonedHow: 'normal' }], graveyard: [160023068] })],
  // Hyperspeed: Gradius in the hand, Gradius' Option on the field, Vic Viper Ripple Laser in the Extra Deck.
  [160023053, main({ hand: [160023053, 160023001], monsters: [{ card: 160023023 }], extra: [160023041] })],
  // OuTerverSe Rainpale on the field with the two materials of Gaia the Dragon Champion.
  [160022004, main({ monsters: [{ card: 160022004 }, { card: 160430001 }], hand: [160403001], extra: [160433001] })],
  // OuTerverSe Jumble Recovery and Flare Flux: an "OuTerverSe" in the GY.
  [160022040, main({ hand: [160022040], graveyard: [160022008] })],
  [160022041, main({ hand: [160022041, 160320008], graveyard: [160022008] })],
  // Handy Girl, Normal Summoned this turn, Handy Lady in the GY, a card in the hand.
  [160022012, main({ monsters: [{ card: 160022012, summonedHow: 'normal' }], hand: [160320008], graveyard: [160006013] })],
  // Piping Hot Delivery: a card to send, Cheerful Waitress in the GY.
  [160022045, main({ hand: [160022045, 160320008], graveyard: [160022016] })],
  // Justiciar of the Dragon Stream: another copy in the GY, a Set card on the opponent's field.
  [160019029, main({ monsters: [{ card: 160019029 }], graveyard: [160019029] }, { spellTraps: [{ card: 160014065, faceDown: true }] })],
  // An Epic Tale of Recollected Memories: 10 cards in the Deck, 2 monsters in the GY.
  [160019054, main({ hand: [160019054], deck: copies(10, 160320008), graveyard: copies(2, 160320008) })],
  // Skull Archfiend of Confusion: a DARK Fiend in the hand, a monster on the opponent's field.
  [160020023, main({ monsters: [{ card: 160020023 }], hand: [160003000] }, { monsters: [{ card: 160320008 }] })],
  // Miracle Contact: Elemental HERO Neos on the field, Neo-Spacian Flare Scarab in the GY, Heat Neos in the Extra Deck.
  [160020066, main({ hand: [160020066], monsters: [{ card: 160320004 }], graveyard: [160018018], extra: [160018066] })],
  // Change Slime - Skull Dragon Mode with Summoned Skull; Red-Eyes Black Dragon in the hand, Black Skull Dragon in the Extra Deck.
  [160213017, main({ monsters: [{ card: 160213017 }, { card: 160003000 }], hand: [160404001], extra: [160016000] })],
  // Spirit of the Stars, Normal Summoned this turn.
  [160219020, main({ monsters: [{ card: 160219020, summonedHow: 'normal' }] })],
  // Dark Matter Force: Dark Matter Enigknight Sieger on the field, a face-up monster on the opponent's.
  [160017057, main({ hand: [160017057], monsters: [{ card: 160017049 }] }, { monsters: [{ card: 160320008 }] })],
  // Freshberry Rich, Normal Summoned this turn, 2 cards in the hand, 10 in the Deck.
  [160018027, main({ monsters: [{ card: 160018027, summonedHow: 'normal' }], hand: [160320008, 160320008], deck: copies(10, 160320008) })],
  // Meteor Black Drake with "Meteor Flare Fusion" in the GY.
  [160015047, main({ monsters: [{ card: 160015047 }], graveyard: [160015057] })],
  // Princess Cosmos Stirs: 5 Galaxy monsters with 900 ATK in the GY, Cosmostar the Black Hole Polairy in the Extra Deck.
  [160216054, main({ hand: [160216054, 160320008], graveyard: copies(5, 160216053), extra: [160216044] })],
  // Princess Cosmos the Trickster, Normal Summoned this turn.
  [160216046, main({ monsters: [{ card: 160216046, summonedHow: 'normal' }], extra: [160216044] })],
  // Dark Matter Deep Badger in the hand, 5 DARK Galaxy monsters in the GY (its summon rule).
  [160018004, main({ hand: [160018004], graveyard: copies(5, 160216046) })],
  // Mythical Chimera Snake, Normal Summoned this turn, a card in the opponent's GY.
  [160455006, main({ monsters: [{ card: 160455006, summonedHow: 'normal' }] }, { graveyard: [160320008] })],
  // Harpie Cielo Light Skirt, Fusion Summoned this turn, Harpie Lady Sisters in the GY.
  [160214039, main({ monsters: [{ card: 160214039, summonedHow: 'fusion' }], graveyard: [160208002] })],
  // Star Protector Calling and Helpful Items: Decks of 4 and 5.
  [160026046, main({ hand: [160026046], deck: [160026047, ...copies(3, 160320008)] })],
  [160026054, main({ hand: [160026054], deck: [160026029, ...copies(4, 160320008)] })],
  // Twilight Companion - Dralia on the field, 2 EARTH Galaxy monsters in the GY.
  [160025068, main({ monsters: [{ card: 160025068 }], graveyard: copies(2, 160024005) })],
  // The Chop: a Dragon in its GY; the opponent Normal Summons a monster on their turn.
  [160023061, theirTurn(160023061, { graveyard: [160001000] }, { hand: [160320008] }), ['summon']],
  // Guardian Eatos in the hand with no monster in the GY (its summon rule).
  [160022065, main({ hand: [160022065] })],
  // Worm Void Hole: Voidvelg Requiem in the hand, Voidvelg Chrysaor on the field, Voidvelg Gigantomachia in the Extra Deck.
  [160024043, main({ hand: [160024043, 160010025], monsters: [{ card: 160013008 }], extra: [160013040] })],
  // Micronova: a card to send, a face-up monster on the field.
  [160024044, main({ hand: [160024044, 160320008], monsters: [{ card: 160320008 }] })],
];
