// Plays a case: its board through the scenario reader, then its scenario actions
// (testing/playActions.ts), keeping the engine state (lingering effects, exact ATK) and the text
// code of a refusal, which the scenario output would render in English.
// No test-framework import: failures throw plain Errors.
import { builtinRuleset } from '../ruleset';
import { playActions } from '../testing/playActions';
import { readBoard, type EngineText, type DuelEvent, type DuelState } from '../../engine';
import { locateMonster } from '../../engine/testkit';
import type { BoardLingering } from './board';

export interface Played {
  state: DuelState;
  /** Events of the accepted actions. */
  events: DuelEvent[];
  uid: (ref: string) => number;
  /** The refusal of the first refused action (the state is the one before it), else null. */
  error: EngineText | null;
  failedAt: number | null;
}

/** Plays scenario actions on a scenario board (with its temporary effects); stops at the first refusal. */
export function playCase(board: unknown, actions: readonly Record<string, unknown>[], seed = 1, lingering: readonly BoardLingering[] = []): Played {
  const { state: read, refs } = readBoard(board, seed, builtinRuleset());
  const uid = (ref: string): number => {
    const u = refs.get(ref);
    if (u === undefined) throw new Error(`the board has no ref "${ref}"`);
    return u;
  };
  const added = lingering.map((l) => {
    // A temporary effect lives on a monster on the field: leaving it ends the effect (R-MEFF-4).
    if (locateMonster(read, uid(l.target)) === null) throw new Error(`lingering: "${l.target}" is not a monster on the field`);
    return { source: uid(l.source ?? l.target), target: uid(l.target), seat: l.seat ?? 0, kind: l.kind, value: l.value, untilTurn: l.untilTurn ?? read.turn };
  });
  const start: DuelState = added.length > 0 ? { ...read, lingering: [...read.lingering, ...added] } : read;
  // Every accepted action leaves a consistent duel (the MAXIMUM testkit's check, for every card).
  const p = playActions(start, refs, actions, true);
  const f = p.failure;
  const error = f === null ? null : 'engine' in f ? f.engine : f.refusal.text;
  return { state: p.state, events: p.events, uid, error, failedAt: p.failedAt };
}
