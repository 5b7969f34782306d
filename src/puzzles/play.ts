// A puzzle as a position to play and a goal to judge it by.
import type { Action, DuelState } from '../engine';
import { applyAction } from '../engine/play';
import { goalStart, judge, solveScenario, type Budget, type ScenarioSolution, type Verdict } from '../solver';
import { applyScenarioAction, loadScenario, type Loaded } from '../solver/load';
import type { Puzzle } from './types';

/** The scenario part of a puzzle file. */
export function scenarioOf(p: Puzzle): Record<string, unknown> {
  return { seed: p.seed, state: p.state, ...(p.actions ? { actions: p.actions } : {}) };
}

export function puzzleStart(p: Puzzle): Loaded {
  return loadScenario(scenarioOf(p));
}

export function solvePuzzle(p: Puzzle, budget: Budget): ScenarioSolution {
  return solveScenario(scenarioOf(p), p.goal, budget);
}

/** Plays the puzzle's stated solution through the engine; the verdict at its end. */
export function replaySolution(p: Puzzle): { verdict: Verdict; state: DuelState } {
  const { state: start, refs } = puzzleStart(p);
  let state = start;
  (p.solution ?? []).forEach((a, i) => (state = applyScenarioAction(state, refs, a, `solution[${i}]`)));
  return { verdict: judge(p.goal, goalStart(start), state), state };
}

/** The position a resumed puzzle's actions lead to from its start, or null if the engine refuses one (the puzzle changed). */
export function replaySession(start: DuelState, actions: readonly Action[]): DuelState | null {
  let s = start;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}
