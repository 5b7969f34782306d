// Staged coverage positions for the lock cards of session 43 (see base.ts for the shape).
import { fillerDeck, main, mon, theirTurn, type Staged } from './base';

export const H_LOCKS_STAGED: Staged[] = [
  // Star Replacer: alone on its field, a Level 4 monster in the GY.
  [160013022, main({ monsters: [{ card: 160013022 }], graveyard: [mon('L4', 'Warrior', 4, 1000)] })],
  // Indigo Prison: the opponent Normal Summons; a monster of its own to send.
  [160011061, theirTurn(160011061, { monsters: [{ card: 160320008 }] }, { deck: fillerDeck, hand: [160320008] }), ['summon']],
  // Engine Reviver: Normal Summoned this turn, a copy in the GY.
  [160012027, main({ monsters: [{ card: 160012027, summonedHow: 'normal' }], graveyard: [160012027] })],
  // Koi of Winter Wonder: its own field to send, a Deck to draw from.
  [160209047, main({ monsters: [{ card: 160209047 }] })],
];
