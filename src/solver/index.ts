// The solver's public face: solve a scenario file (board + goal) and get the line in the
// scenario runner's vocabulary.
import { applyAction, textKey, type Action, type DuelState } from '../engine';
import { goalStart, judge, type Goal } from './goal';
import { replaysTo, toScenarioLine, type ScenarioAction } from './line';
import { loadScenario } from './load';
import { solve, type Budget } from './search';

export { solve, DEFAULT_BUDGET } from './search';
export type { Budget, SolveResult } from './search';
export type { Goal } from './goal';
export { goalText, judge, goalStart } from './goal';
export type { Verdict, GoalStart } from './goal';
export type { ScenarioAction } from './line';

export interface ScenarioSolution {
  solved: boolean;
  complete: boolean;
  line: ScenarioAction[];
  /** The same line as engine actions, from the puzzle's start. */
  engineLine: Action[];
  nodes: number;
  ms: number;
  /** Set when the goal was already decided at the start: "won" (the duel is won), "met" or "lost". */
  already?: 'won' | 'met' | 'lost';
}

function endOf(state: DuelState, line: readonly Action[]): DuelState {
  let s = state;
  for (const a of line) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`solver line refused: ${textKey(r.error)}`);
    s = r.state;
  }
  return s;
}

/** Solves the position a scenario file describes. Throws BoardError/Refusal for a bad file. */
export function solveScenario(file: unknown, goal: Goal, budget: Budget): ScenarioSolution {
  const { state, refs } = loadScenario(file);
  const start = goalStart(state);
  const verdict = judge(goal, start, state);
  if (verdict !== 'open') {
    const already = verdict === 'failed' ? 'lost' : state.winner === start.hero ? 'won' : 'met';
    return { solved: verdict === 'met', complete: true, line: [], engineLine: [], nodes: 0, ms: 0, already };
  }
  const r = solve(state, goal, budget);
  const line = toScenarioLine(state, r.line);
  // A card named by id means "the first such card": make sure the words replay the line.
  if (r.solved && !replaysTo(state, refs, line, endOf(state, r.line))) {
    throw new Error('the line found cannot be written unambiguously in scenario actions (give the cards refs)');
  }
  return { solved: r.solved, complete: r.complete, line, engineLine: r.line, nodes: r.nodes, ms: r.ms };
}
