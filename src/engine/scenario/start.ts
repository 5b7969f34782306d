// A scenario file (docs/scenario.md) opened: its seed, its checked actions, and the position it
// starts from before them (its board, or a fresh duel of its two decks). One reader for the
// scenario runner, the solver and the app.
import type { Ruleset } from '../ruleset';
import { CardTable, newDuel, type CardSpec, type DeckList } from '../setup';
import type { DuelEvent, DuelState } from '../types';
import { CARD_KEYS, readBoard, VANILLA_KEYS } from './readBoard';
import { arr, BoardError, int, isObj, obj, type Obj } from './reader';
import { scenarioActions } from './translate';

export interface ScenarioStart {
  seed: number;
  /** The file's actions, each checked for its shape (not yet applied). */
  actions: Obj[];
  state: DuelState;
  events: DuelEvent[];
  /** Ref label to card uid: how scenario actions name cards. */
  refs: Map<string, number>;
}

/** A deck's cards, each object entry checked for unknown fields like a board's cards. */
function cardsOf(list: unknown[], path: string): CardSpec[] {
  list.forEach((c, i) => {
    if (!isObj(c)) return;
    const o = obj(c, `${path}[${i}]`, CARD_KEYS);
    if (o.vanilla !== undefined) obj(o.vanilla, `${path}[${i}].vanilla`, VANILLA_KEYS);
  });
  return list as CardSpec[];
}

function deckOf(v: unknown, path: string): DeckList {
  if (Array.isArray(v)) return { main: cardsOf(v, path) };
  if (isObj(v)) return { main: cardsOf(arr(v.main, `${path}.main`), `${path}.main`), extra: cardsOf(arr(v.extra, `${path}.extra`), `${path}.extra`) };
  throw new BoardError(`${path}: a deck is a list of card ids, or { "main": [...], "extra": [...] }`);
}

/** Opens a parsed scenario file; throws BoardError naming what is wrong. */
export function scenarioStart(file: unknown, ruleset: Ruleset): ScenarioStart {
  if (!isObj(file)) throw new BoardError('a scenario is a JSON object with "seed", "state" or "decks", and "actions"');
  const seed = int(file.seed, 'seed', 0, 0, 0xffffffff);
  const actions = scenarioActions(file.actions);
  if (file.state !== undefined) return { seed, actions, ...readBoard(file.state, seed, ruleset) };
  const decks = arr(file.decks, 'decks');
  if (decks.length !== 2) throw new BoardError('decks: give "state", or "decks" with two deck lists');
  const table = new CardTable(ruleset);
  // A deck written as one list holds its Extra Deck monsters too: sort them out.
  const lists = decks.map((d, i) => deckOf(d, `decks[${i}]`));
  const r = newDuel({ ruleset, decks: [lists[0] as DeckList, lists[1] as DeckList], seed, splitExtra: true }, table);
  if (!r.ok) throw new BoardError(`decks: ${r.error}`);
  return { seed, actions, state: r.state, events: r.events, refs: table.refs };
}
