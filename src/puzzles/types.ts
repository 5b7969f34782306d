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
}

export const MAX_DIFFICULTY = 5;
