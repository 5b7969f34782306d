// Staged coverage positions for the range leftovers and later sets of session 45 (see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

export const S45_MISC_STAGED: Staged[] = [
  // Vi-FRND on the field: a Deck to send from, the five named monsters in the GY, a Set card of the opponent's.
  [160209059, main({ monsters: [{ card: 160209059 }], graveyard: [160306003, 160002024, 160201029, 160306012, 160201034] }, { spellTraps: [{ card: 160014065, faceDown: true }] })],
  // Sea Dragon Knight: 2 monsters in the GY, a Set card of the opponent's whose name is in their GY.
  [160007032, main({ monsters: [{ card: 160007032 }], graveyard: copies(2, 160320008) }, { spellTraps: [{ card: 160014065, faceDown: true }], graveyard: [160014065] })],
  // Transam Scride beside Transam Linac, a LIGHT Galaxy monster on top of the Deck.
  [160402036, main({ monsters: [{ card: 160402036 }, { card: 160425001 }], deck: [160425001, 160320008] }, { monsters: [{ card: 160320008 }] })],
  // Masenkou, the Lashing Light: Summoned Skull on the field, a Fiend in the hand, an Attack Position monster of the opponent's.
  [160206044, main({ hand: [160206044, 160003000], monsters: [{ card: 160003000 }] }, { monsters: [{ card: 160320008 }] })],
  // Rising Light Angel Essel on turn 2 (the second player's first turn), a monster in the opponent's GY.
  [160014037, { ...main({ monsters: [{ card: 160014037 }] }, { graveyard: [160320008] }), turn: 2 }],
  // Slot Machine PG-7, Normal Summoned this turn, Steel Steed Martin Vainari (a coin-tossing monster) in the GY.
  [160206038, main({ monsters: [{ card: 160206038, summonedHow: 'normal' }], graveyard: [160206016] })],
  // Iris the Hopeful Shadow Flower, Normal Summoned this turn, Shadow Flower Sewing in the GY.
  [160011018, main({ monsters: [{ card: 160011018, summonedHow: 'normal' }], graveyard: [160011048] })],
  // Hot Off the Press: an EARTH Machine on the field and one in the hand, 5 cards in the opponent's Deck.
  [160007048, main({ hand: [160007048, 160206016], monsters: [{ card: 160206016 }] }, { deck: copies(5, 160320008) })],
  // Mollusk Dragon Oumugailus: 3 monsters in the GY, a face-down monster of the opponent's.
  [160207037, main({ monsters: [{ card: 160207037 }], graveyard: copies(3, 160320008) }, { monsters: [{ card: 160320008, position: 'defense', faceDown: true }] })],
  // Explorer of the Temple: 2 monsters and Ceremonial Sorcerer in the GY.
  [160323010, main({ monsters: [{ card: 160323010 }], graveyard: [160320008, 160320008, 160323002] })],
  // Skull Flower: 10 cards in the Deck, 3 non-Level 4 Zombies and a Level 1 Zombie in the GY.
  [160019030, main({ monsters: [{ card: 160019030 }], deck: copies(10, 160320008), graveyard: [mon('z1', 'Zombie', 3, 0), mon('z2', 'Zombie', 5, 0), mon('z3', 'Zombie', 6, 0), mon('z0', 'Zombie', 1, 0)] })],
  // Excutie Lumiere Frontier, Fusion Summoned this turn, a face-up monster of the opponent's.
  [160018048, main({ monsters: [{ card: 160018048, summonedHow: 'fusion' }] }, { monsters: [{ card: 160320008 }] })],
  // Neo Plandish: a Deck to send the bottom card from.
  [160011035, main({ monsters: [{ card: 160011035 }] })],
  // Frightening Fan Mail: an Attack Position Zombie Normal Monster, a card in the opponent's hand.
  [160428080, main({ hand: [160428080], monsters: [{ card: mon('zn', 'Zombie', 3, 100) }] }, { hand: [160320008] })],
];
