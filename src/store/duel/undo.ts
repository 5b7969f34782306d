// Undo and redo: the positions where the human decided, to go back to and forward again.
import type { DuelState } from '../../engine/play';
import type { DuelSnapshot } from './types';

export interface History {
  /** The human decides from `before`: it becomes a way back, and the way forward is gone. */
  record(before: DuelState): void;
  /** The position to go back to from `now` (null when there is none). */
  back(now: DuelState): DuelState | null;
  forward(now: DuelState): DuelState | null;
  snapshot(now: DuelState): DuelSnapshot;
  /** Takes another branch's history; its position is the one to show. */
  restore(snap: DuelSnapshot): DuelState;
  counts(): { undoCount: number; redoCount: number };
}

export function history(): History {
  let past: DuelState[] = [];
  let future: DuelState[] = [];
  return {
    record(before) {
      past.push(before);
      future = [];
    },
    back(now) {
      const prev = past.pop();
      if (prev) future.push(now);
      return prev ?? null;
    },
    forward(now) {
      const next = future.pop();
      if (next) past.push(now);
      return next ?? null;
    },
    snapshot: (now) => ({ past: [...past], state: now, future: [...future] }),
    restore(snap) {
      past = [...snap.past];
      future = [...snap.future];
      return snap.state;
    },
    counts: () => ({ undoCount: past.length, redoCount: future.length }),
  };
}
