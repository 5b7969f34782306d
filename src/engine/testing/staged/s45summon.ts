// Staged coverage positions for the summon rules and hand summons of session 45 (see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

export const S45_SUMMON_STAGED: Staged[] = [
  // Faceless Culdesac: another Fiend in the hand to reveal (its summon rule).
  [160402034, main({ hand: [160402034, mon('fd', 'Fiend', 4, 1000)] })],
  // Excutie Plawtie: a Level 6 monster with 500 DEF in the hand (its summon rule), then on the field.
  [160205037, main({ hand: [160205037, mon('l6', 'Fairy', 6, 1000, 'LIGHT', 500)] })],
  [160205037, main({ monsters: [{ card: 160205037 }] })],
  // Manifestriction Dragon Maxseal: a Level 10 monster in the hand (its summon rule); alone on the field with a MAXIMUM monster in the hand.
  [160207036, main({ hand: [160207036, mon('l10', 'Dragon', 10, 3000)] })],
  [160207036, main({ monsters: [{ card: 160207036 }], hand: [160202002] })],
  // Dark Sword Magician: a face-up Level 7 monster on the opponent's field, none on its own.
  [160209080, main({ hand: [160209080], graveyard: copies(6, 160205069) }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }] })],
  // Darklord Zerato on the field, a DARK monster in the hand, a monster on the opponent's field.
  [160011000, main({ monsters: [{ card: 160011000 }], hand: [mon('dk', 'Fiend', 4, 1000, 'DARK')] }, { monsters: [{ card: 160320008 }] })],
  // Rescue Rabbit on the field, 2 Level 4 Normal Warriors in the GY.
  [160402057, main({ monsters: [{ card: 160402057 }], graveyard: [mon('w1', 'Warrior', 4, 1000), mon('w2', 'Warrior', 4, 1200)] })],
  // Royal Rebel's Hard Rock, Tribute Summoned by the lead actions with 2 Level 7 Fiends; a Level 8 monster on the opponent's field.
  [160421012, main({ hand: [160421012], monsters: [{ card: mon('f7', 'Fiend', 7, 100) }, { card: mon('f8', 'Fiend', 8, 100) }] }, { monsters: [{ card: mon('o8', 'Dragon', 8, 3000) }] }), ['summon', 'select', 'select']],
  // Devil Foolish, Normal Summoned this turn, a 0 DEF monster in the hand and one in the GY.
  [160013026, main({ monsters: [{ card: 160013026, summonedHow: 'normal' }], hand: [mon('h0', 'Aqua', 4, 500)], graveyard: [mon('g0', 'Aqua', 4, 1000)] })],
];
