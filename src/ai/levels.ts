// The three levels, as settings of the same machinery (docs/ai.md, "Levels").
import type { AiLevel } from './protocol';
import type { Weights } from './weights';
import type { LethalBudget } from './lethal';

export interface LevelConfig {
  /** 'mean': one mean-field determinization; a number: that many sampled ones. */
  dets: 'mean' | number;
  /** Horizon of the rollouts in turns (1: to the next turn, 2: through the reply). */
  turns: number;
  /** Rollouts or only the one greedy step (Easy). */
  rollouts: boolean;
  /** Root actions played out at a Main/Battle decision (the best by one greedy step). */
  keep: number;
  /** Engine steps per decision. */
  maxWork: number;
  /** Longest the search may run, ms (the request's budget may lower it). */
  maxMs: number;
  /** Easy: softmax temperature over the candidates' values, LP units (0: always the best). */
  temperature: number;
  /** Easy: chance to overlook a Trap window or a position change ("forgets"). */
  slip: number;
  /** Changes to the evaluation weights (Easy hardly thinks about the opponent's next turn). */
  weights?: Partial<Weights>;
  /** The search for a win this turn before anything else (lethal.ts); none for Easy. */
  lethal: LethalBudget | null;
}

export const LEVELS: Record<AiLevel, LevelConfig> = {
  easy: {
    dets: 'mean', turns: 1, rollouts: false, keep: 99, maxWork: 4000, maxMs: 30, temperature: 600, slip: 0.3, lethal: null,
    weights: { initiative: 0.15, reserveAtk: 1000 },
  },
  normal: { dets: 'mean', turns: 1, rollouts: false, keep: 5, maxWork: 40_000, maxMs: 60, temperature: 0, slip: 0, lethal: { nodes: 2000, ms: 50 } },
  hard: { dets: 12, turns: 2, rollouts: true, keep: 8, maxWork: 30_000, maxMs: 220, temperature: 0, slip: 0, lethal: { nodes: 6000, ms: 80 } },
};
