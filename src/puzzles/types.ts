// A puzzle is a scenario file (docs/scenario.md) with a few more top-level fields, which
// the scenario runner ignores: so `npm run scenario` still runs any puzzle file.
import type { Goal } from '../solver/goal';

export interface Puzzle {
  id: string;
  title: string;
  briefing: string;
  /** 1 (first steps) to 5 (hardest). */
  difficulty: number;
  goal: Goal;
  seed: number;
  /** The board, as in a scenario file. */
  state: unknown;
  /** Setup actions applied before the puzzle starts (usually none). */
  actions?: unknown[];
  /** A known solution, in the scenario action vocabulary. */
  solution?: Record<string, unknown>[];
  /** Set on a generated puzzle: its titles are then worded from this in every language. */
  generated?: GeneratedInfo;
}

export const MAX_DIFFICULTY = 5;

export type Grade = 'easy' | 'medium' | 'hard';

/** What the generator knows of a puzzle it made (src/puzzles/generate). */
export interface GeneratedInfo {
  /** The seed it was made from (its id is gen-<seed>). */
  seed: number;
  from: 'duel' | 'maximum';
  /** The card the line turns on. */
  key: number;
  grade: Grade;
  /** The opponent's LP at the start. */
  lp: number;
  /** The solver's nodes to prove it, and the actions of its line. */
  nodes: number;
  moves: number;
}
