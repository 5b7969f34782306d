// The scenario reader (docs/scenario.md): a duel from a scenario's JSON. Loaded on demand by
// duelSetup.loadScenarioReader, only when a scenario starts (a #scenario= link, a puzzle, the
// sandbox), so its board reader and action translator are not in the first screen's JS.
import { applyAction } from '../engine/play';
import { BoardError, MAX_INPUT_CHARS, Refusal, scenarioStart, toEngineActions, tooLong } from '../engine';
import { refusalEnglish } from '../i18n/engineText';
import { builtinRuleset } from '../cards/ruleset';
import type { StartResult, Started } from './duelSetup';

function readScenario(text: string): Started {
  if (text.length > MAX_INPUT_CHARS) throw new BoardError(tooLong('the scenario', text.length));
  let file: unknown;
  try {
    file = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new BoardError(`the scenario is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const started = scenarioStart(file, builtinRuleset());
  const { seed, actions, refs } = started;
  let { state, events } = started;
  for (const [i, a] of actions.entries()) {
    for (const ea of toEngineActions(state, refs, a, `actions[${i}]`)) {
      const r = applyAction(state, ea);
      if (!r.ok) throw new Refusal(r.error, state, `actions[${i}]: `);
      state = r.state;
      events = events.concat(r.events);
    }
  }
  return { state, events, seed };
}

/** The duel a scenario's text describes, or why it cannot be played (in English). */
export function startScenario(text: string): StartResult {
  try {
    return { ok: true, started: readScenario(text) };
  } catch (e) {
    if (e instanceof BoardError) return { ok: false, error: e.message };
    if (e instanceof Refusal) return { ok: false, error: refusalEnglish(e) };
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
