// The context every simulation shares: whose decision it is, the weights, the placeholder
// cards of the determinization, and a work counter (engine steps taken).
import { applyAction } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import type { Weights } from './weights';

export interface SimCtx {
  /** The AI's seat (the root decision-maker). */
  me: Seat;
  w: Weights;
  filler: ReadonlySet<number>;
  /** Engine steps applied so far (the unit of the search budget). */
  work: number;
  /** The fast policy's answers by position (stateKey), as meaning keys. */
  memo: Map<string, string>;
}

export function newCtx(me: Seat, w: Weights, filler: ReadonlySet<number>): SimCtx {
  return { me, w, filler, work: 0, memo: new Map() };
}

/** applyAction that never throws: a refused action or a failing card script gives null. */
/** Engine steps taken by every simulation of this process (diagnostics, the bench). */
export const simStats = { applies: 0 };

export function tryApply(ctx: SimCtx, state: DuelState, action: Action): DuelState | null {
  ctx.work++;
  simStats.applies++;
  try {
    const r = applyAction(state, action);
    return r.ok ? r.state : null;
  } catch {
    return null;
  }
}
