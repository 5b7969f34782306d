// A ruleset: the cards a duel may meet (printed facts and effects), handed to the engine as a
// value. The engine imports no card: the app, the CLI tools and the tests build a ruleset
// from their card data and pass it to newDuel / runScenario / runReplay / deserialize.
//
// A state names its card data by a content hash (state.cardData: the facts and effects of the
// cards in that duel), so saved games and replays say which card data they ran with, and states
// stay plain data. The engine finds the ruleset of a state by that hash: two rulesets (say the
// full pool and a test's extra cards) live side by side, and the same data gives the same hash
// in Node, in the browser and in a worker.
import { cardDefProblem } from './facts';
import { docRollsDie } from './effects/words/filters/diceEffect/run';
import { docTossesCoin } from './effects/words/filters/coinEffect/run';
import { canonicalJson, hashText } from './hash';
import type { CardScript } from './effects/types';
import type { CardDef, CardInst, DuelState } from './types';

export interface Ruleset {
  /** Content hash of all its facts and effects ("rs-" + 16 hex digits). */
  readonly id: string;
  readonly cards: ReadonlyMap<number, CardDef>;
  readonly scripts: ReadonlyMap<number, CardScript>;
  /** Content hash of each card's facts and effects, by id. */
  readonly cardKeys: ReadonlyMap<number, string>;
}

export interface RulesetInput {
  cards: Iterable<CardDef>;
  scripts?: Iterable<CardScript>;
}

/** What a script contributes to the hash: its data, never its code (which differs per build). */
function scriptKey(s: CardScript): unknown {
  return { id: s.id, rev: s.rev ?? 0, doc: s.doc ?? null, effects: s.effects.map((e) => [e.id, e.kind]) };
}

/** Validates the cards and their effects and returns the ruleset. Bad card data is a thrown Error. */
export function createRuleset(input: RulesetInput): Ruleset {
  const cards = new Map<number, CardDef>();
  for (const c of input.cards) {
    const problem = cardDefProblem(c);
    if (problem) throw new Error(`card data: ${problem}`);
    if (cards.has(c.id)) throw new Error(`card data: id ${c.id} appears twice`);
    cards.set(c.id, Object.freeze(c));
  }
  for (const c of cards.values()) {
    const m = c.maximum;
    if (m && m.role === 'center' && (!cards.has(m.left) || !cards.has(m.right))) {
      throw new Error(`card data: ${c.name} names a MAXIMUM piece that is not in the card data`);
    }
  }
  const scripts = new Map<number, CardScript>();
  for (const s of input.scripts ?? []) {
    if (!cards.has(s.id)) throw new Error(`card data: effects for card ${s.id}, which has no facts`);
    if (scripts.has(s.id)) throw new Error(`card data: two sets of effects for card ${s.id}`);
    scripts.set(s.id, s);
    // Whether a card has a die-rolling effect is read on its document (filter `diceEffect`).
    const def = cards.get(s.id);
    if (def && def.rollsDie !== true && docRollsDie(s.doc)) cards.set(s.id, Object.freeze({ ...def, rollsDie: true }));
    // And whether it has a coin-tossing effect (filter `coinEffect`).
    const tossing = cards.get(s.id);
    if (tossing && tossing.tossesCoin !== true && docTossesCoin(s.doc)) cards.set(s.id, Object.freeze({ ...tossing, tossesCoin: true }));
  }
  const cardKeys = new Map<number, string>();
  const ids = [...cards.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const script = scripts.get(id);
    cardKeys.set(id, hashText(canonicalJson([cards.get(id), script ? scriptKey(script) : null])));
  }
  const id = `rs-${hashText(ids.map((i) => cardKeys.get(i)).join(''))}`;
  return Object.freeze({ id, cards, scripts, cardKeys });
}

// The rulesets of the duels this process has met, by the duel's card-data hash.
const byCardData = new Map<string, Ruleset>();
// One-entry cache of rulesetOf: nearly every lookup in a duel is for the same ruleset.
let lastId = '';
let last: Ruleset | null = null;
// duelCardData's hashes by ruleset, then by the duel's sorted card ids.
const hashMemo = new WeakMap<Ruleset, Map<string, string>>();
// Bumped whenever a card-data hash gets a (new) ruleset, so caches by state can tell.
let epoch = 0;

/**
 * The content hash of the card data a duel of these cards runs with: the facts and effects of
 * the distinct cards in it (inline test cards are in the state itself). Two rulesets that agree
 * on those cards give the same hash, so adding cards to the game keeps old saves and replays.
 */
export function duelCardData(ruleset: Ruleset, cards: readonly CardInst[]): string {
  const seen = new Set<number>();
  for (const c of cards) if (c.id > 0) seen.add(c.id);
  const ids = [...seen].sort((a, b) => a - b);
  // Every duel of the same decks hashes the same text: remember the hash by the ids.
  let memo = hashMemo.get(ruleset);
  if (!memo) hashMemo.set(ruleset, (memo = new Map()));
  const idList = ids.join(',');
  let hash = memo.get(idList);
  if (hash === undefined) {
    const keys = ids.map((id) => `${id}:${ruleset.cardKeys.get(id) ?? '?'}`).join(',');
    hash = `cd-${hashText(keys)}`;
    if (memo.size >= 256) memo.clear();
    memo.set(idList, hash);
  }
  attachRuleset(hash, ruleset);
  return hash;
}

/**
 * Makes `ruleset` the one that states naming `cardData` run with, without checking: for a
 * player's view (hidden cards change its card list) received by the AI worker.
 */
export function attachRuleset(cardData: string, ruleset: Ruleset): void {
  if (byCardData.get(cardData) === ruleset) return;
  byCardData.set(cardData, ruleset);
  epoch++;
  if (lastId === cardData) lastId = '';
}

/** Changes whenever attachRuleset changes which ruleset some card data runs with. */
export const rulesetEpoch = (): number => epoch;

/** The ruleset a state runs with. */
export function rulesetOf(state: DuelState): Ruleset {
  if (state.cardData === lastId && last) return last;
  const rs = byCardData.get(state.cardData);
  if (!rs) throw new Error(`card data ${state.cardData} is not loaded`);
  lastId = state.cardData;
  last = rs;
  return rs;
}
