// Runs the solver in a worker for hints. A new question cancels the previous one (the worker
// is ended and a fresh one started), and a watchdog ends a worker that overruns its budget.
import type { DuelState } from '../engine';
import type { Goal, GoalStart } from '../solver';
import { TRAINER_BUDGET } from '../puzzles/budget';
import type { SolveMessage, SolveRequest } from '../puzzles/protocol';
import { allCards, docsFor } from './cardData';
import { msg, type Msg } from '../i18n';

/** A line found (or not), or why the solver gave no answer, in the player's language. */
export type SolveAnswer = Extract<SolveMessage, { kind: 'done' }> | { kind: 'error'; message: Msg };

export class SolverClient {
  private worker: Worker | null = null;
  private seq = 0;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private pending: ((a: null) => void) | null = null;

  solve(state: DuelState, goal: Goal, start: GoalStart, onProgress: (nodes: number) => void): Promise<SolveAnswer | null> {
    this.cancel();
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.pending = resolve;
      let w: Worker;
      try {
        w = new Worker(new URL('../puzzles/solver.worker.ts', import.meta.url), { type: 'module', name: 'rush-duel-solver' });
      } catch (e) {
        resolve({ kind: 'error', message: msg('hint.solverNoStart', { why: String(e) }) });
        return;
      }
      this.worker = w;
      const finish = (a: SolveAnswer | null): void => {
        this.pending = null;
        if (this.worker === w) this.cancel();
        resolve(a);
      };
      w.onmessage = (ev: MessageEvent<SolveMessage>) => {
        const m = ev.data;
        if (m.id !== id) return;
        if (m.kind === 'progress') onProgress(m.nodes);
        else if (m.kind === 'error') finish({ kind: 'error', message: msg('hint.solverFailed', { why: m.message }) });
        else finish(m);
      };
      w.onerror = (ev) => {
        ev.preventDefault();
        finish({ kind: 'error', message: msg('hint.solverFailed', { why: ev.message || 'error' }) });
      };
      this.watchdog = setTimeout(() => finish({ kind: 'error', message: msg('hint.solverTimeout') }), TRAINER_BUDGET.maxMs + 3000);
      w.postMessage({ id, state, goal, start, ...TRAINER_BUDGET, cards: allCards(), docs: docsFor(state.cards.map((c) => c.id)) } satisfies SolveRequest);
    });
  }

  /** Stops the search under way, if any. */
  cancel(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.worker?.terminate();
    this.worker = null;
    const p = this.pending;
    this.pending = null;
    p?.(null);
  }
}
