// Playing on with the fast policy to a horizon (the start of a later turn), then
// evaluating. The value of a root action is the value of where its rollout ends.
import type { DuelState } from '../engine';
import { evaluate, positional } from './evaluate';
import { quickAction } from './policy';
import { type SimCtx, tryApply } from './simulate';
import { WIN } from './weights';

const MAX_STEPS = 160;

export interface RolloutEnd {
  state: DuelState;
  /** Actions taken in the rollout. */
  steps: number;
}

/**
 * Plays s on until turn `stopTurn` starts (or the duel ends); null if `late()` says so
 * first (checked every few steps: the caller's clock has run out).
 */
export function rollout(ctx: SimCtx, s: DuelState, stopTurn: number, late: () => boolean = () => false): RolloutEnd | null {
  let cur = s;
  let steps = 0;
  for (; steps < MAX_STEPS && cur.winner === null && cur.turn < stopTurn; steps++) {
    if ((steps & 7) === 7 && late()) return null;
    const a = quickAction(ctx, cur);
    const next = tryApply(ctx, cur, a);
    if (!next) break;
    cur = next;
  }
  return { state: cur, steps };
}

/** What a duel that ends in a later turn of a rollout is worth (it may not go that way). */
export const LATE_END = 25_000;

/**
 * The root player's value of a rollout's end. A duel won or lost in the root's own turn is
 * (nearly) certain: +-WIN, sooner wins first. One that ends in a later, simulated turn
 * depends on guessed cards and a simple model of the opponent: +-LATE_END plus what is
 * left on the board, so even a lost-looking position is played sensibly.
 */
export function valueAt(ctx: SimCtx, end: RolloutEnd, rootTurn: number, stopTurn: number): number {
  const s = end.state;
  if (s.winner !== null && s.winner !== 'draw') {
    const sign = s.winner === ctx.me ? 1 : -1;
    if (s.turn === rootTurn) return sign * (WIN - 100 * end.steps);
    return sign * LATE_END + 0.5 * positional(s, ctx.me, ctx.w, 'horizon');
  }
  return evaluate(s, ctx.me, ctx.w, s.winner !== null || s.turn >= stopTurn ? 'horizon' : 'inTurn');
}
