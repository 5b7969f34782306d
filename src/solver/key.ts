// A transposition key for a position: a 64-bit hash of everything that can change during a
// duel. `state.cards` and `state.inline` never change (states share them), so unlike the
// engine's canonical stateHash this skips them and uses the native JSON writer: ~4x faster.
// Two equal positions written with fields in another order only cost a missed transposition.
import type { DuelState } from '../engine';

export function positionKey(s: DuelState): string {
  const text = JSON.stringify([s.turn, s.turnPlayer, s.phase, s.players, s.rng, s.attack, s.lingering, s.frame, s.window, s.pending, s.winner]);
  let h1 = 0x811c9dc5;
  let h2 = 0x2545f491;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h1 >>> 15);
  }
  return (h1 >>> 0).toString(36) + ':' + (h2 >>> 0).toString(36);
}
