// Staged coverage positions for the Traps and their conditions of session 46 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

export const S46_G4_STAGED: Staged[] = [
  // Reporting from the Scene!: an EARTH Machine in the hand; the opponent's monster attacks directly.
  [160007062, theirTurn(160007062, { hand: [mon('em', 'Machine', 4, 1000, 'EARTH')] }, { monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] }), ['enterBattle', 'attack']],
  // Amusi Annoyance: the opponent's monster sends the top card of their Deck to the GY as a cost, cards in their hand.
  [160014063, theirTurn(160014063, {}, { monsters: [{ card: 160003024 }], hand: [160320008, 160320008] }), ['activate']],
  // It's Right Behind You!: its controller's Spell burns the opponent in the Main Phase; Dark Doom Dread Ruler in the hand.
  [160428084, main({ hand: [160001042, 160428071], spellTraps: [{ card: 160428084, faceDown: true }] }), ['activate']],
  // Void Intercept: its only face-up monster a DARK Galaxy; the opponent Normal Summons with cards left in the hand.
  [160317028, theirTurn(160317028, { monsters: [{ card: mon('g', 'Galaxy', 4, 1000, 'DARK') }] }, { hand: [160320008, 160320008, 160320008] }), ['summon']],
  // Chemicalize Despise: a face-up Level 7 Pyro attacked by a Level 4 monster.
  [160014059, theirTurn(160014059, { monsters: [{ card: mon('py', 'Pyro', 7, 500, 'FIRE') }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  // Straynge Cat Jealousy: Straynge Cat in the GY, a monster attacked.
  [160209024, theirTurn(160209024, { monsters: [{ card: mon('m', 'Spellcaster', 4, 1000) }], graveyard: [160301010] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  // Voidvelg Kyrie: itself a Level 2 Galaxy to send, Voidvelg Requiem in the GY.
  [160013006, main({ monsters: [{ card: 160013006 }], graveyard: [160010025] })],
];
