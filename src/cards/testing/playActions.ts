// The one loop of the card tests: scenario actions (docs/scenario.md) on a duel state, through the
// scenario translator and applyAction, stopping at the first refusal. The callers word the
// refusal: the card tables keep its text code, the older kit renders it in English.
// No test-framework import: failures throw plain Errors.
import { applyAction, stateProblems, checkScenarioAction, Refusal, toEngineActions, type EngineText, type DuelEvent, type DuelState } from '../../engine';

/** Why an action was refused: by the engine (with the state it was tried on), or by the scenario translator. */
export type Failure = { engine: EngineText; state: DuelState } | { refusal: Refusal };

export interface ActionsPlayed {
  state: DuelState;
  /** Events of the accepted actions. */
  events: DuelEvent[];
  /** The first refusal (the state is the one before it), else null. */
  failure: Failure | null;
  failedAt: number | null;
}

/** `checkState`: every accepted action must leave a consistent duel (stateProblems empty). */
export function playActions(start: DuelState, refs: Map<string, number>, actions: readonly Record<string, unknown>[], checkState = false): ActionsPlayed {
  let state = start;
  const events: DuelEvent[] = [];
  for (const [i, raw] of actions.entries()) {
    const a = checkScenarioAction(raw, `actions[${i}]`);
    let next = state;
    const more: DuelEvent[] = [];
    let failure: Failure | null = null;
    try {
      for (const ea of toEngineActions(next, refs, a, `actions[${i}]`)) {
        const r = applyAction(next, ea);
        if (!r.ok) {
          failure = { engine: r.error, state: next };
          break;
        }
        next = r.state;
        more.push(...r.events);
      }
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      failure = { refusal: e };
    }
    if (failure !== null) return { state, events, failure, failedAt: i };
    if (checkState) {
      const broken = stateProblems(next);
      if (broken.length > 0) throw new Error(`broken state after actions[${i}]: ${broken.join('; ')}`);
    }
    state = next;
    events.push(...more);
  }
  return { state, events, failure: null, failedAt: null };
}
