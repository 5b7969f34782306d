// The scenario reader (docs/scenario.md): a duel from a scenario's JSON. Loaded on demand by
// duelSetup.loadScenarioReader, only when a scenario starts (a #scenario= link, a puzzle, the
// sandbox), so its board reader and action translator are not in the first screen's JS.
import { applyAction, newDuel, type DeckList, type DuelEvent, type DuelState } from '../engine/play';
import { readBoard } from '../engine/scenario/readBoard';
import { arr, BoardError, int, isObj } from '../engine/scenario/reader';
import { Refusal, scenarioActions, toEngineActions } from '../engine/scenario/translate';
import { CardTable, type CardSpec } from '../engine/setup';
import { MAX_INPUT_CHARS, tooLong } from '../engine/limits';
import { refusalEnglish } from '../i18n/engineText';
import { builtinRuleset } from '../cards/ruleset';
import type { StartResult, Started } from './duelSetup';

function deckOf(v: unknown, path: string): DeckList {
  if (Array.isArray(v)) return { main: v as CardSpec[] };
  if (isObj(v)) return { main: arr(v.main, `${path}.main`) as CardSpec[], extra: arr(v.extra, `${path}.extra`) as CardSpec[] };
  throw new BoardError(`${path}: a deck is a list of card ids, or { "main": [...], "extra": [...] }`);
}

function readScenario(text: string): Started {
  if (text.length > MAX_INPUT_CHARS) throw new BoardError(tooLong('the scenario', text.length));
  let file: unknown;
  try {
    file = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new BoardError(`the scenario is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!isObj(file)) throw new BoardError('a scenario is a JSON object with "seed", "state" or "decks", and "actions"');
  const seed = int(file.seed, 'seed', 0, 0, 0xffffffff);
  const actions = scenarioActions(file.actions);
  let state: DuelState;
  let events: DuelEvent[];
  let refs: Map<string, number>;
  if (file.state !== undefined) {
    ({ state, events, refs } = readBoard(file.state, seed, builtinRuleset()));
  } else {
    const decks = arr(file.decks, 'decks');
    if (decks.length !== 2) throw new BoardError('decks: give "state", or "decks" with two deck lists');
    const table = new CardTable(builtinRuleset());
    const r = newDuel({ ruleset: builtinRuleset(), decks: [deckOf(decks[0], 'decks[0]'), deckOf(decks[1], 'decks[1]')], seed, splitExtra: true }, table);
    if (!r.ok) throw new BoardError(`decks: ${r.error}`);
    ({ state, events } = r);
    refs = table.refs;
  }
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
