// Battle Phase test helpers shared by the battle test files.
import type { DuelEvent, DuelState } from '../types';
import { apply, labels, load, ofType, type BoardIn } from './mk';

/** Loads `b` (P0 to act, turn 2, Main Phase) and enters the Battle Phase. */
export function inBattle(b: BoardIn) {
  const l = load(b);
  return { ...l, state: apply(l.state, { type: 'enterBattle' }).state };
}

/** One attack from the Battle Phase board `b`. */
export function fight(b: BoardIn, attacker: string, target: string | 'direct') {
  const l = inBattle(b);
  const r = apply(l.state, { type: 'attack', attacker: l.uid(attacker), target: target === 'direct' ? 'direct' : l.uid(target) });
  return { ...r, uid: l.uid, before: l.state };
}

export const lps = (s: DuelState): [number, number] => [s.players[0].lp, s.players[1].lp];
export const destroyed = (s: DuelState, events: readonly DuelEvent[]) => labels(s, ofType(events, 'destroy').map((e) => e.card));
