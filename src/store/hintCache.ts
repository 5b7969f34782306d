// The solver's answers for one puzzle, kept by position so a hint for a position already asked
// about is instant: the next tier, the same position after a Reset, or a position the shown
// line passes through. Positions are compared by the engine's canonical hash, so two state
// objects with the same content (a Reset rebuilds the start) meet in one entry.
import { applyAction, type Action, type DuelState } from '../engine/play';
import { stateHash } from '../engine';

/** Enough for every position of a few lines; the oldest entry goes first. */
const LIMIT = 256;

export class HintCache<T> {
  private readonly answers = new Map<string, T>();
  // Duel states are never edited in place: an object's hash never changes.
  private readonly hashes = new WeakMap<DuelState, string>();

  private key(state: DuelState): string {
    let k = this.hashes.get(state);
    if (k === undefined) {
      k = stateHash(state);
      this.hashes.set(state, k);
    }
    return k;
  }

  /** The answer kept for this position, or null. */
  get(state: DuelState): T | null {
    return this.answers.get(this.key(state)) ?? null;
  }

  put(state: DuelState, answer: T): void {
    const k = this.key(state);
    this.answers.delete(k);
    this.answers.set(k, answer);
    if (this.answers.size > LIMIT) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }

  clear(): void {
    this.answers.clear();
  }
}

/**
 * A solved answer also answers every position its own line passes through, with the rest of
 * the line: every position on a proven line is proven too (the opponent's other replies lead
 * to other positions, which are not kept). So following the hints asks the solver once.
 */
export function keepLine<T extends { line: Action[] }>(cache: HintCache<T>, root: DuelState, answer: T): void {
  let s = root;
  for (let i = 0; i < answer.line.length; i++) {
    cache.put(s, { ...answer, line: answer.line.slice(i) });
    const a = answer.line[i] as Action;
    const r = applyAction(s, a);
    if (!r.ok) return;
    s = r.state;
  }
}
