// Random duels for property tests and benchmarks. playRandomDuel: two players who choose
// uniformly at random among the legal actions, driven by the seeded RNG so a duel is
// reproducible from (seed, choiceSeed); `onStep` sees every transition. Played by one duel
// session (../session) with one player object for both seats. The checks live in
// junkActions.ts, duelChecks.ts, roundTrip.ts and checkedDuel.ts (re-exported here).
// No test framework: failures throw.
import { type Ruleset } from '../ruleset';
import { testRuleset } from './ruleset';
import { ENGINE_VERSION } from '../index';
import type { Action, DeckList, DuelEvent, DuelState, Replay, Seat } from '../index';
import { nextInt, seedRng, type RngState } from '../rng';
import { deepFreeze } from './deepFreeze';
import { textKey } from '../text';
import { runDuel, SessionError, type Player, type SessionObserver, type SessionResult } from '../session';

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
  const rng = seedRng(opts.choiceSeed ?? defaultChoiceSeed(seed));
  const choose = opts.choose;
  const player: Player = {
    choose: (t) => {
      const pick = choose ? choose(t.legal, t.state, rng) : nextInt(rng, t.legal.length);
      const action = t.legal[pick];
      if (action === undefined) throw new RandomDuelError(`the chooser picked index ${pick} of ${t.legal.length}`, seed, t.index, null);
      return action;
    },
  };
  let maximumSummons = 0;
  let tributeSummons = 0;
  const observer: SessionObserver = {
    // With `freeze`, an engine that edits the previous state in place throws a TypeError in applyAction.
    onStart: (s, events) => opts.onStart?.(opts.freeze ? deepFreeze(s) : s, events),
    onAction: (step) => {
      if (opts.freeze) deepFreeze(step.after);
      for (const e of step.events) {
        if (e.type === 'summon' && e.how === 'maximum') maximumSummons++;
        if (e.type === 'summon' && e.how === 'tribute') tributeSummons++;
      }
      opts.onStep?.({ index: step.index, before: step.before, legal: step.legal, action: step.action, after: step.after, events: step.events });
    },
  };
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset: opts.ruleset ?? testRuleset(), decks, seed, ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}) },
      players: [player, player],
      observers: [observer],
      maxTurns: opts.maxTurns ?? DEFAULT_MAX_TURNS,
    });
  } catch (e) {
    if (!(e instanceof SessionError)) throw e;
    if (e.call === 'setup') throw new RandomDuelError(`newDuel refused the decks: ${String(e.cause)}`, seed, 0, null);
    throw new RandomDuelError(`${e.call === 'legal' ? 'legalActions' : 'applyAction'} threw ${String(e.cause)}`, seed, e.index, e.action);
  }
  if (r.end === 'refused' && r.refusal) {
    throw new RandomDuelError(`applyAction refused a listed action: ${textKey(r.refusal.error)}`, seed, r.refusal.index, r.refusal.action);
  }
  if (r.end !== 'won' && r.end !== 'turnCap') throw new RandomDuelError('no legal action in an undecided duel', seed, r.actions.length, null);
  const replay: Replay = {
    engine: ENGINE_VERSION,
    cardData: r.initial.cardData,
    seed,
    decks: [decks[0], decks[1]],
    ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}),
    actions: [...r.actions],
  };
  return { initial: r.initial, final: r.final, replay, capped: r.final.winner === null, maximumSummons, tributeSummons };
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
