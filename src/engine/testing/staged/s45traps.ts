// Staged coverage positions for the Traps and their triggers of session 45 (see base.ts for the shape).
import { mon, theirTurn, type Staged } from './base';

export const S45_TRAPS_STAGED: Staged[] = [
  // Imaginary Arc Turbulence: a Level 8 LIGHT monster, a LIGHT Normal Monster with 500 DEF in the GY; the opponent summons.
  [160204013, theirTurn(160204013, { monsters: [{ card: mon('lm', 'Dragon', 8, 2500, 'LIGHT') }], graveyard: [mon('g', 'Dragon', 4, 0, 'LIGHT', 500)] }, { hand: [160320008] }), ['summon']],
  // Heavenly Bliss: its only monster, a Level 10, attacked and destroyed.
  [160421033, theirTurn(160421033, { monsters: [{ card: mon('v', 'Warrior', 10, 0) }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 3000) }] }), ['enterBattle', 'attack']],
  // Demolition Barricade: a Level 7 Wyrm; a Level 4 monster attacks.
  [160208057, theirTurn(160208057, { monsters: [{ card: mon('w', 'Wyrm', 7, 0) }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] }), ['enterBattle', 'attack']],
  // Icarus Attack: a Winged Beast to send; the opponent summons.
  [160208065, theirTurn(160208065, { monsters: [{ card: mon('wb', 'Winged Beast', 4, 1000) }] }, { hand: [160320008] }), ['summon']],
  // Raging Rock: three Psychic monsters; the opponent summons.
  [160209072, theirTurn(160209072, { monsters: [{ card: mon('p1', 'Psychic', 4, 1000) }, { card: mon('p2', 'Psychic', 4, 1000) }, { card: mon('p3', 'Omega Psychic', 4, 1000) }] }, { hand: [160320008] }), ['summon']],
  // Return: the opponent's Spell adds a Warrior from their GY to their hand.
  [160206027, theirTurn(160206027, {}, { hand: [160204048, 160320008], graveyard: [mon('w', 'Warrior', 4, 1000)] }), ['activate', 'select']],
  // Abyss Gash: a Sea Serpent on the field; the opponent's Field Spell puts a Wyrm of their GY on top of their Deck.
  [160207046, theirTurn(160207046, { monsters: [{ card: mon('ss', 'Sea Serpent', 4, 1000) }] }, { hand: [160015053], graveyard: [mon('wy', 'Wyrm', 4, 1000)] }), ['activate', 'select']],
  // Nobody Phantom Thief: its only monster attacked and destroyed, a Deck to draw from.
  [160013060, theirTurn(160013060, { monsters: [{ card: mon('v', 'Warrior', 4, 0) }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 3000) }] }), ['enterBattle', 'attack']],
  // Magician's Sense: "Thousand Knives", "Dark Magic Attack" and another Spell in the GY; the opponent summons.
  [160209088, theirTurn(160209088, { graveyard: [160002040, 160002041, 160002044] }, { hand: [160320008] }), ['summon']],
  // Tiger Glare: a Level 7 WIND Warrior; an Attack Position monster attacks.
  [160208035, theirTurn(160208035, { monsters: [{ card: mon('ww', 'Warrior', 7, 0, 'WIND') }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] }), ['enterBattle', 'attack']],
  // Phantom Roar: two Level 5 monsters in the GY; its monster attacked and destroyed.
  [160012065, theirTurn(160012065, { monsters: [{ card: mon('v', 'Warrior', 4, 0) }], graveyard: [mon('g1', 'Warrior', 5, 0), mon('g2', 'Warrior', 6, 0)] }, { monsters: [{ card: mon('a', 'Warrior', 4, 3000) }] }), ['enterBattle', 'attack']],
  // Mystery Handcuffs and Spiral Geyser: the opponent Normal Summons a monster from the hand.
  [160303032, theirTurn(160303032, {}, { hand: [160320008] }), ['summon']],
  [160007064, theirTurn(160007064, {}, { hand: [160320008] }), ['summon']],
];
