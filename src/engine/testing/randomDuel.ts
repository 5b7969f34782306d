// Random duels for property tests and benchmarks. playRandomDuel: two players who choose
// uniformly at random among the legal actions, driven by the seeded RNG so a duel is
// reproducible from (seed, choiceSeed); `onStep` sees every transition. The checks live in
// junkActions.ts, duelChecks.ts, roundTrip.ts and checkedDuel.ts (re-exported here).
// No test framework: failures throw.
import { type Ruleset } from '../ruleset';
import { testRuleset } from './ruleset';
import { applyAction, ENGINE_VERSION, legalActions, newDuel } from '../index';
import type { Action, DeckList, DuelEvent, DuelState, Replay, Seat } from '../index';
import { nextInt, seedRng, type RngState } from '../rng';
import { deepFreeze } from './deepFreeze';
import { textKey } from '../text';

/** A duel still undecided once state.turn exceeds this is stopped ("capped"). */
export const DEFAULT_MAX_TURNS = 200;

export interface DuelStep {
  /** 0-based position of `action` in the duel's action log. */
  index: number;
  before: DuelState;
  /** legalActions(before); `action` is one of them. */
  legal: readonly Action[];
  action: Action;
  after: DuelState;
  events: readonly DuelEvent[];
}

export interface RandomDuelOptions {
  /** The cards to play with (the test file's ruleset by default). */
  ruleset?: Ruleset;
  decks: readonly [DeckList, DeckList];
  /** Seed of the duel itself (shuffles, first player). */
  seed: number;
  /** Seed of the players' choices; derived from `seed` when absent. */
  choiceSeed?: number;
  firstPlayer?: Seat;
  maxTurns?: number;
  /** Deep-freeze every state (initial and each one applyAction returns). */
  freeze?: boolean;
  onStart?: (state: DuelState, events: readonly DuelEvent[]) => void;
  onStep?: (step: DuelStep) => void;
  /** Picks the index of the action to take; uniform among `legal` by default. */
  choose?: (legal: readonly Action[], state: DuelState, rng: RngState) => number;
}

export interface RandomDuelResult {
  initial: DuelState;
  final: DuelState;
  /** Everything needed to play this duel again with runReplay. */
  replay: Replay;
  /** True when the duel was stopped at the turn cap without a winner. */
  capped: boolean;
  maximumSummons: number;
  tributeSummons: number;
}

/** Thrown when the duel cannot go on: no legal action, or a listed action was refused. */
export class RandomDuelError extends Error {
  constructor(
    message: string,
    readonly seed: number,
    readonly index: number,
    readonly action: Action | null,
  ) {
    super(`${message} [duel seed ${seed}, action #${index}${action ? `: ${JSON.stringify(action)}` : ''}]`);
    this.name = 'RandomDuelError';
  }
}

export function defaultChoiceSeed(seed: number): number {
  return (Math.imul(seed ^ 0x2545f491, 0x9e3779b1) ^ 0x68e31da4) >>> 0;
}

export function playRandomDuel(opts: RandomDuelOptions): RandomDuelResult {
  const { decks, seed } = opts;
  const maxTurns = opts.maxTurns ?? DEFAULT_MAX_TURNS;
  const setup = newDuel({ ruleset: opts.ruleset ?? testRuleset(), decks, seed, ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}) });
  if (!setup.ok) throw new RandomDuelError(`newDuel refused the decks: ${setup.error}`, seed, 0, null);
  const initial = opts.freeze ? deepFreeze(setup.state) : setup.state;
  opts.onStart?.(initial, setup.events);
  const rng = seedRng(opts.choiceSeed ?? defaultChoiceSeed(seed));
  const actions: Action[] = [];
  let state = initial;
  let maximumSummons = 0;
  let tributeSummons = 0;
  while (state.winner === null && state.turn <= maxTurns) {
    let legal: Action[];
    try {
      legal = legalActions(state);
    } catch (e) {
      throw new RandomDuelError(`legalActions threw ${String(e)}`, seed, actions.length, null);
    }
    if (legal.length === 0) throw new RandomDuelError('no legal action in an undecided duel', seed, actions.length, null);
    const pick = opts.choose ? opts.choose(legal, state, rng) : nextInt(rng, legal.length);
    const action = legal[pick];
    if (action === undefined) throw new RandomDuelError(`the chooser picked index ${pick} of ${legal.length}`, seed, actions.length, null);
    let res: ReturnType<typeof applyAction>;
    try {
      // With `freeze`, an engine that edits the previous state in place throws a TypeError here.
      res = applyAction(state, action);
    } catch (e) {
      throw new RandomDuelError(`applyAction threw ${String(e)}`, seed, actions.length, action);
    }
    if (!res.ok) throw new RandomDuelError(`applyAction refused a listed action: ${textKey(res.error)}`, seed, actions.length, action);
    const after = opts.freeze ? deepFreeze(res.state) : res.state;
    for (const e of res.events) {
      if (e.type === 'summon' && e.how === 'maximum') maximumSummons++;
      if (e.type === 'summon' && e.how === 'tribute') tributeSummons++;
    }
    opts.onStep?.({ index: actions.length, before: state, legal, action, after, events: res.events });
    actions.push(action);
    state = after;
  }
  const replay: Replay = {
    engine: ENGINE_VERSION,
    cardData: initial.cardData,
    seed,
    decks: [decks[0], decks[1]],
    ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}),
    actions,
  };
  return { initial, final: state, replay, capped: state.winner === null, maximumSummons, tributeSummons };
}

/** Cards of the duel by where they are: total over every place, MAXIMUM pieces included. */
export function countCards(s: DuelState): number {
  let n = 0;
  for (const p of s.players) {
    n += p.hand.length + p.deck.length + p.gy.length + p.extra.length + (p.field ? 1 : 0);
    for (const m of p.monsters) if (m) n += m.maximum ? 3 : 1;
    for (const st of p.spellTraps) if (st) n++;
  }
  return n;
}
export * from './junkActions';
export * from './duelChecks';
export * from './roundTrip';
export * from './checkedDuel';
