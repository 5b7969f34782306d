// A scenario file (docs/scenario.md) to the position it describes: the board or a fresh
// duel, with its setup actions applied. Throws BoardError or Refusal with a message.
import { applyAction, BoardError, scenarioStart, checkScenarioAction, Refusal, toEngineActions, type DuelState } from '../engine';
import { builtinRuleset } from '../cards/ruleset';

export { BoardError, Refusal };

export interface Loaded {
  state: DuelState;
  /** Ref label to card uid: how scenario actions name cards. */
  refs: Map<string, number>;
}

export function loadScenario(file: unknown): Loaded {
  const { actions, refs, state: first } = scenarioStart(file, builtinRuleset());
  let state = first;
  for (const [i, a] of actions.entries()) state = applyScenarioAction(state, refs, a, `actions[${i}]`);
  return { state, refs };
}

/** Applies one scenario action (possibly several engine actions); throws Refusal if refused. */
export function applyScenarioAction(state: DuelState, refs: Map<string, number>, a: unknown, path: string): DuelState {
  const checked = checkScenarioAction(a, path);
  let next = state;
  for (const ea of toEngineActions(next, refs, checked, path)) {
    const r = applyAction(next, ea);
    if (!r.ok) throw new Refusal(r.error, next, `${path}: `);
    next = r.state;
  }
  return next;
}
