// The solver's last answer, kept for the position it was asked about. Hint tiers 2 and 3
// ask about the same position as tier 1 unless a move was made in between; duel states are
// never edited in place, so "the same position" is "the same state object".
import type { DuelState } from '../engine';

export class HintCache<T> {
  private at: DuelState | null = null;
  private answer: T | null = null;

  /** The answer kept for exactly this position, or null. */
  get(state: DuelState): T | null {
    return this.at === state ? this.answer : null;
  }

  put(state: DuelState, answer: T): void {
    this.at = state;
    this.answer = answer;
  }

  clear(): void {
    this.at = null;
    this.answer = null;
  }
}
