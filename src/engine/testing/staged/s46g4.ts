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
];
