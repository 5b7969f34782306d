// A scenario file (docs/scenario.md) to the position it describes: the board or a fresh
// duel, with its setup actions applied. Throws BoardError or Refusal with a message.
import { applyAction, newDuel, type DeckList, type DuelState } from '../engine';
import { readBoard } from '../engine/scenario/readBoard';
import { arr, BoardError, int, isObj } from '../engine/scenario/reader';
import { checkScenarioAction, Refusal, scenarioActions, toEngineActions } from '../engine/scenario/translate';
import { CardTable, type CardSpec } from '../engine/setup';
import { builtinRuleset } from '../cards/ruleset';

export { BoardError, Refusal };

export interface Loaded {
  state: DuelState;
  /** Ref label to card uid: how scenario actions name cards. */
  refs: Map<string, number>;
}

function deckOf(v: unknown, path: string): DeckList {
  if (Array.isArray(v)) return { main: v as CardSpec[] };
  if (isObj(v)) return { main: arr(v.main, `${path}.main`) as CardSpec[], extra: arr(v.extra, `${path}.extra`) as CardSpec[] };
  throw new BoardError(`${path}: a deck is a list of card ids, or { "main": [...], "extra": [...] }`);
}

export function loadScenario(file: unknown): Loaded {
  if (!isObj(file)) throw new BoardError('a scenario is a JSON object with "seed", "state" or "decks", and "actions"');
  const seed = int(file.seed, 'seed', 0, 0, 0xffffffff);
  const actions = scenarioActions(file.actions);
  let state: DuelState;
  let refs: Map<string, number>;
  if (file.state !== undefined) {
    ({ state, refs } = readBoard(file.state, seed, builtinRuleset()));
  } else {
    const decks = arr(file.decks, 'decks');
    if (decks.length !== 2) throw new BoardError('decks: give "state", or "decks" with two deck lists');
    const table = new CardTable(builtinRuleset());
    const r = newDuel({ ruleset: builtinRuleset(), decks: [deckOf(decks[0], 'decks[0]'), deckOf(decks[1], 'decks[1]')], seed, splitExtra: true }, table);
    if (!r.ok) throw new BoardError(`decks: ${r.error}`);
    state = r.state;
    refs = table.refs;
  }
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
