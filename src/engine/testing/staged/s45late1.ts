// Staged coverage positions for the second round of sets 160024-160026 (session 45; see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

export const S45_LATE1_STAGED: Staged[] = [
  // Beast King Barbaros: summoned by its own rule with three EARTH monsters, a face-up monster on the opponent's field.
  [160024000, main({ hand: [160024000], monsters: [{ card: mon('e1', 'Beast', 4, 100) }, { card: mon('e2', 'Beast', 4, 100) }, { card: mon('e3', 'Beast', 4, 100) }] }, { monsters: [{ card: 160320008 }] }), [{ type: 'summon', rule: 1 }, 'select', 'select', 'select']],
  // Moonforce Ziggy on the field, a face-up Level 4 monster on the opponent's.
  [160024014, main({ monsters: [{ card: 160024014 }] }, { monsters: [{ card: 160320008 }] })],
  // Loot from the Clad Dragondom: a Wyrm in the hand to send.
  [160025051, main({ hand: [160025051, mon('wy', 'Wyrm', 4, 0)] })],
  // Healthie Olivia: summoned by its own rule with one Pyro, Healthy's High! in the GY.
  [160026023, main({ hand: [160026023], monsters: [{ card: mon('py', 'Pyro', 4, 100) }], graveyard: [160026051] }), [{ type: 'summon', rule: 0 }, 'select']],
  // Lightclad Dragon Egg on the field, a Level 7 Wyrm in the hand.
  [160025041, main({ monsters: [{ card: 160025041, summonedHow: 'fusion' }], hand: [mon('lw', 'Wyrm', 7, 2000)] })],
  // Voidalfr Buprestruve on the field, Micronova in the GY.
  [160024003, main({ monsters: [{ card: 160024003 }], graveyard: [160024044] })],
  // Voidalfr Star Stripe, Fusion Summoned this turn, a Level 4 WIND monster in the GY.
  [160024033, main({ monsters: [{ card: 160024033, summonedHow: 'fusion' }], graveyard: [mon('wg', 'Winged Beast', 4, 0, 'WIND')] })],
  // Voidalfr Star Mayfly, Fusion Summoned this turn, three Galaxy monsters (one WATER) in the GY, a monster on the opponent's field.
  [160024034, main({ monsters: [{ card: 160024034, summonedHow: 'fusion' }], graveyard: [mon('gw', 'Galaxy', 4, 0, 'WATER'), mon('g1', 'Galaxy', 4, 0), mon('g2', 'Galaxy', 4, 0)] }, { monsters: [{ card: 160320008 }] })],
  // Moonforce Sheila on the field, an empty GY, a Deck of 10.
  [160024013, main({ monsters: [{ card: 160024013 }], deck: copies(10, 160320008) })],
  // Moonforce Piyopi on the field, a card in the hand, a Deck of 10.
  [160024011, main({ monsters: [{ card: 160024011 }], hand: [160320008], deck: copies(10, 160320008) })],
  // Moonforce Rifet on the field, an empty GY.
  [160024012, main({ monsters: [{ card: 160024012 }] })],
  // Micronova Fusion: Voidalfr Heavenstar and a WIND Galaxy monster in the hand, Voidalfr Star Stripe in the Extra Deck.
  [160024045, main({ hand: [160024045, 160024006, mon('wg', 'Galaxy', 4, 0, 'WIND')], extra: [160024033] })],
  // Fist the Star Protector's Roaring Gauntlet on the field, a Deck of 10.
  [160026011, main({ monsters: [{ card: 160026011 }], deck: copies(10, 160320008) })],
  // Rising HERO Argent O on the field (no Special Summon this turn), a monster on the opponent's field.
  [160025042, main({ monsters: [{ card: 160025042 }] }, { monsters: [{ card: 160320008 }] })],
];
