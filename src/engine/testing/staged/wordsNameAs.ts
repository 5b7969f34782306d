// Staged coverage positions for the cards of the words nameAs and legendAs (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const HARPIE = 160424007;
const FUSION = 160204050;

export const WORDS_NAME_AS_STAGED: Staged[] = [
  // Harpie Lady 2: a card on top of the Deck to send.
  [160208005, main({ monsters: [{ card: 160208005 }] })],
  // Pet Master Harpie Lady: two more Harpie Ladies beside it, a monster opposite.
  [160210018, main({ monsters: [{ card: 160210018 }, { card: HARPIE }, { card: HARPIE }] }, { monsters: [{ card: FILLER }] })],
  // Showdown Skull Archfiend: a card to discard, a Level 7 Normal Monster in the GY.
  [160210023, main({ monsters: [{ card: 160210023 }], hand: [FILLER], graveyard: [mon('n7', 'Fiend', 7, 2000)] })],
  // Jinzo - Amplified: Machines in the GY.
  [160016029, main({ monsters: [{ card: 160016029 }], graveyard: [mon('m', 'Machine', 4, 1000)] })],
  // Abysskite Mapping: a face-up Sea Serpent.
  [160016052, main({ hand: [160016052], monsters: [mon('s', 'Sea Serpent', 4, 1000)].map((card) => ({ card })) })],
  // Blue-Eyes Bright Dragon: a Legend Normal Monster beside it, a Level 8 opposite.
  [160319003, main({ monsters: [{ card: 160319003 }, { card: 160001000 }] }, { monsters: [{ card: 160001000 }] })],
  // Grand Legend Saber / Magician: a Legend card (by its rule) in the hand to reveal; a Set card opposite.
  [160212041, main({ monsters: [{ card: 160212041 }], hand: [160212042] })],
  [160212042, main({ monsters: [{ card: 160212042 }], hand: [160212041] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  // Grand Legend Priest: summoned this turn, a Level 10 opposite, Legend Priest in the GY.
  [160212043, main({ monsters: [{ card: 160212043, summonedThisTurn: true }], graveyard: [160212044] }, { monsters: [{ card: 160001000 }] })],
  // Legend Priest: summoned this turn, a Legend card in the GY, a face-up monster opposite.
  [160212044, main({ monsters: [{ card: 160212044, summonedThisTurn: true }], graveyard: [160212041] }, { monsters: [{ card: FILLER }] })],
  // Ancient Final Battle: a LIGHT monster with 300 DEF.
  [160212050, main({ hand: [160212050], monsters: [{ card: 160212041 }] })],
  // Maximum Gadget the Moving Fortress [L] / [R], alone on the field: 2 cards to send.
  [160019015, main({ monsters: [{ card: 160019015 }] })],
  [160019017, main({ monsters: [{ card: 160019017 }] })],
  // Giftarist - Speedy MIX: 2 cards to send.
  [160020017, main({ monsters: [{ card: 160020017 }] })],
  // Botonaginata the Music Princess: a card to discard, "Fusion" in the GY.
  [160022009, main({ monsters: [{ card: 160022009 }], hand: [FILLER], graveyard: [FUSION] })],
  // Commanding Ritzy King Rex: only Dinosaurs and Upstart Goblin in the GY, a monster opposite.
  [160022010, main({ monsters: [{ card: 160022010 }], graveyard: [160203018, mon('d', 'Dinosaur', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  // Red-Eyes Pluto Wyvern: an Effect Monster opposite.
  [160022024, main({ monsters: [{ card: 160022024 }] }, { monsters: [{ card: 160212041 }] })],
  // Dragon Knight of Dark: Dragon Knight of Darkness (Level 5 Dragon) in the GY, a Level 6 or lower opposite.
  [160023009, main({ monsters: [{ card: 160023009 }], graveyard: [160302004] }, { monsters: [{ card: FILLER }] })],
  // War-Lion Battleground: Super War-Lion face-up, a Beast, a monster in the GY.
  [160023059, main({ hand: [160023059], monsters: [{ card: 160023066 }, { card: mon('b', 'Beast', 4, 1000) }], graveyard: [FILLER] })],
  // Vanishing Sopdet: summoned this turn, a monster and a Set card opposite.
  [160025006, main({ monsters: [{ card: 160025006, summonedThisTurn: true }] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: 160202019, faceDown: true }] })],
  // Rising HERO Argent R: summoned this turn.
  [160025025, main({ monsters: [{ card: 160025025, summonedThisTurn: true }] })],
  // Dedicated Gaia the Fierce Knight: summoned this turn, Black Luster Ritual in the GY.
  [160216032, main({ monsters: [{ card: 160216032, summonedThisTurn: true }], graveyard: [160216038] })],
  // Journeying Pliage: a Normal Monster in the GY.
  [160219018, main({ monsters: [{ card: 160219018 }], graveyard: [FILLER] })],
  // Dynamight Dino Dynamix [L]: in MAXIMUM mode in place of Dynamic Dino Dynamix [L] (R-MAX-18), a monster opposite.
  [160213031, main({ monsters: [{ card: 160203006, maximum: { left: 160213031, right: 160203007 } }] }, { monsters: [{ card: FILLER }] })],
  // Dynamail Dino Dynamix [R]: alone on the field, 2 cards to send.
  [160213033, main({ monsters: [{ card: 160213033 }] })],
  // Etraynze the Sprinting Shadow Flower Ninja: summoned this turn, 3 cards to send.
  [160021012, main({ monsters: [{ card: 160021012, summonedThisTurn: true }], deck: [FILLER, FILLER, FILLER, FILLER] })],
  // Dedicated Curse of Dragon: summoned this turn, 4 cards to excavate.
  [160021025, main({ monsters: [{ card: 160021025, summonedThisTurn: true }], deck: [160216038, FILLER, FILLER, FILLER] })],
  // Legend Lineage Saber: a card to send.
  [160021049, main({ monsters: [{ card: 160021049 }] })],
  // Legend Advent: face-up Levels 7 and 4, Legend Lineage Saber in the Extra Deck.
  [160021059, main({ hand: [160021059], monsters: [{ card: 160212041 }, { card: FILLER }], extra: [160021049] })],
  // Hungry Special Coupon: a face-up monster opposite.
  [160024055, main({ hand: [160024055] }, { monsters: [{ card: FILLER }] })],
  // Legend Necromancer: a LIGHT monster in the hand, a Ritual Spell in the GY.
  [160216066, main({ monsters: [{ card: 160216066 }], hand: [160212041], graveyard: [160021059] })],
  // Take a Short Break: 3 cards to send.
  [160026055, main({ hand: [160026055] })],
  // Princess Cosmos' Beauty Sleep: Set, a card in the hand to discard; the opponent Normal Summons a Level 4.
  [160216057, theirTurn(160216057, { hand: [FILLER] }, { hand: [FILLER] }), ['summon']],
];
