// One duel between two players who pick uniformly at random among the legal actions.
// `playDuel` is the lean loop timed as a whole; `playDuelSampled` is the same loop with
// a clock read around every legalActions and applyAction call (for percentiles only).
import { applyAction, legalActions, newDuel, nextInt, seedRng, textKey } from '../../engine';
import type { Action, DeckList, DuelState, Seat, WinReason } from '../../engine';
import { builtinRuleset } from '../../cards/ruleset';

/** A duel still undecided once state.turn exceeds this is stopped and counted unfinished. */
export const MAX_TURN = 200;

export interface DuelOutcome {
  /** Final state.turn. */
  turns: number;
  /** Actions applied. */
  decisions: number;
  /** Actions chosen among two or more legal ones. */
  choices: number;
  /** null when the duel was stopped at the turn limit. */
  winner: Seat | 'draw' | null;
  winReason: WinReason | null;
}

/** Per-call durations in nanoseconds, appended by playDuelSampled. */
export interface CallSamples {
  legal: number[];
  apply: number[];
}

export interface DuelSeeds {
  duel: number;
  choices: number;
}

function start(decks: readonly [DeckList, DeckList], seed: number): DuelState {
  const setup = newDuel({ ruleset: builtinRuleset(), decks, seed, firstPlayer: 0 });
  if (!setup.ok) throw new Error(`newDuel refused the benchmark decks: ${setup.error}`);
  return setup.state;
}

function stuck(state: DuelState): Error {
  return new Error(`no legal action in an undecided duel (turn ${state.turn}, pending ${JSON.stringify(state.pending)})`);
}

function refused(state: DuelState, action: Action, error: string): Error {
  return new Error(`applyAction refused an action legalActions offered (turn ${state.turn}): ${JSON.stringify(action)}: ${error}`);
}

function outcome(state: DuelState, decisions: number, choices: number): DuelOutcome {
  return { turns: state.turn, decisions, choices, winner: state.winner, winReason: state.winReason };
}

export function playDuel(decks: readonly [DeckList, DeckList], seeds: DuelSeeds): DuelOutcome {
  let state = start(decks, seeds.duel);
  const rng = seedRng(seeds.choices);
  let decisions = 0;
  let choices = 0;
  while (state.winner === null && state.turn <= MAX_TURN) {
    const actions = legalActions(state);
    const n = actions.length;
    if (n === 0) throw stuck(state);
    if (n > 1) choices++;
    const action = actions[nextInt(rng, n)] as Action;
    const r = applyAction(state, action);
    if (!r.ok) throw refused(state, action, textKey(r.error));
    state = r.state;
    decisions++;
  }
  return outcome(state, decisions, choices);
}

export function playDuelSampled(
  decks: readonly [DeckList, DeckList],
  seeds: DuelSeeds,
  samples: CallSamples,
): DuelOutcome {
  const clock = process.hrtime.bigint;
  let state = start(decks, seeds.duel);
  const rng = seedRng(seeds.choices);
  let decisions = 0;
  let choices = 0;
  while (state.winner === null && state.turn <= MAX_TURN) {
    const t0 = clock();
    const actions = legalActions(state);
    const t1 = clock();
    samples.legal.push(Number(t1 - t0));
    const n = actions.length;
    if (n === 0) throw stuck(state);
    if (n > 1) choices++;
    const action = actions[nextInt(rng, n)] as Action;
    const t2 = clock();
    const r = applyAction(state, action);
    const t3 = clock();
    samples.apply.push(Number(t3 - t2));
    if (!r.ok) throw refused(state, action, textKey(r.error));
    state = r.state;
    decisions++;
  }
  return outcome(state, decisions, choices);
}
