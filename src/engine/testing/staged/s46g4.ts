// Staged coverage positions for the Traps and their conditions of session 46 (see base.ts for the shape).
import { mon, theirTurn, type Staged } from './base';

export const S46_G4_STAGED: Staged[] = [
  // Reporting from the Scene!: an EARTH Machine in the hand; the opponent's monster attacks directly.
  [160007062, theirTurn(160007062, { hand: [mon('em', 'Machine', 4, 1000, 'EARTH')] }, { monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] }), ['enterBattle', 'attack']],
  // Amusi Annoyance: the opponent's monster sends the top card of their Deck to the GY as a cost, cards in their hand.
  [160014063, theirTurn(160014063, {}, { monsters: [{ card: 160003024 }], hand: [160320008, 160320008] }), ['activate']],
];
