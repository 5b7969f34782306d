// A transposition key for a position: a 64-bit hash of everything that can change during a
// duel. `state.cards` and `state.inline` never change (states share them), so unlike the
// engine's canonical stateHash this skips them and uses the native JSON writer: ~4x faster.
// Two equal positions written with fields in another order only cost a missed transposition.
// Zones and the order of the hand carry no rule (only how many zones are free does), so
// cards summoned in another order land on one key: slots and hand are sorted by uid.
import type { DuelState, PlayerState } from '../engine';

type Slot = { uid: number } | null;
const byUid = (a: Slot, b: Slot): number => (a?.uid ?? Infinity) - (b?.uid ?? Infinity);

function canonical(p: PlayerState): unknown {
  return [p.lp, [...p.hand].sort((a, b) => a - b), p.deck, p.gy, p.extra, [...p.monsters].sort(byUid), [...p.spellTraps].sort(byUid), p.field];
}

export function positionKey(s: DuelState): string {
  const players = [canonical(s.players[0]), canonical(s.players[1])];
  const text = JSON.stringify([s.turn, s.turnPlayer, s.phase, players, s.rng, s.attack, s.lingering, s.frame, s.window, s.pending, s.winner]);
  let h1 = 0x811c9dc5;
  let h2 = 0x2545f491;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h1 >>> 15);
  }
  return (h1 >>> 0).toString(36) + ':' + (h2 >>> 0).toString(36);
}
