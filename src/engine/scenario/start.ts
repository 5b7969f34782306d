// The position a scenario file (docs/scenario.md) starts from, before its actions: its board,
// or a fresh duel of its two decks. One reader for the scenario runner, the solver and the app.
import type { Ruleset } from '../ruleset';
import { CardTable, newDuel, type CardSpec, type DeckList } from '../setup';
import type { DuelEvent, DuelState } from '../types';
import { readBoard } from './readBoard';
import { arr, BoardError, isObj } from './reader';

export interface ScenarioStart {
  state: DuelState;
  events: DuelEvent[];
  /** Ref label to card uid: how scenario actions name cards. */
  refs: Map<string, number>;
}

function deckOf(v: unknown, path: string): DeckList {
  if (Array.isArray(v)) return { main: v as CardSpec[] };
  if (isObj(v)) return { main: arr(v.main, `${path}.main`) as CardSpec[], extra: arr(v.extra, `${path}.extra`) as CardSpec[] };
  throw new BoardError(`${path}: a deck is a list of card ids, or { "main": [...], "extra": [...] }`);
}

/** The file's "state" board or its two "decks"; throws BoardError naming what is wrong. */
export function scenarioStart(file: Record<string, unknown>, seed: number, ruleset: Ruleset): ScenarioStart {
  if (file.state !== undefined) return readBoard(file.state, seed, ruleset);
  const decks = arr(file.decks, 'decks');
  if (decks.length !== 2) throw new BoardError('decks: give "state", or "decks" with two deck lists');
  const table = new CardTable(ruleset);
  // A deck written as one list holds its Extra Deck monsters too: sort them out.
  const lists = decks.map((d, i) => deckOf(d, `decks[${i}]`));
  const r = newDuel({ ruleset, decks: [lists[0] as DeckList, lists[1] as DeckList], seed, splitExtra: true }, table);
  if (!r.ok) throw new BoardError(`decks: ${r.error}`);
  return { state: r.state, events: r.events, refs: table.refs };
}
