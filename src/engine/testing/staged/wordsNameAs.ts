// Staged coverage positions for the cards of the words nameAs and legendAs (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;
const HARPIE = 160424007;

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
];
