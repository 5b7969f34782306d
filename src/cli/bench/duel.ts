// One duel between two players who pick uniformly at random among the legal actions, played by
// the engine's duel session (runDuel). `playDuel` is the lean run timed as a whole;
// `playDuelSampled` is the same run with a clock read around every legalActions and
// applyAction call (the session's probe; for percentiles only).
import { nextInt, runDuel, seedRng, SessionError, textKey } from '../../engine';
import type { Action, CallProbe, DeckList, DuelState, Player, Seat, SessionResult, WinReason } from '../../engine';
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

/** Per-call durations in nanoseconds, appended by playDuelSampled (keys: the session probe's calls). */
export interface CallSamples {
  legal: number[];
  apply: number[];
}

export interface DuelSeeds {
  duel: number;
  choices: number;
}

function stuck(state: DuelState): Error {
  return new Error(`no legal action in an undecided duel (turn ${state.turn}, pending ${JSON.stringify(state.pending)})`);
}

function refused(state: DuelState, action: Action, error: string): Error {
  return new Error(`applyAction refused an action legalActions offered (turn ${state.turn}): ${JSON.stringify(action)}: ${error}`);
}

/** One duel session with both seats played by one uniform random player that counts its choices. */
function play(decks: readonly [DeckList, DeckList], seeds: DuelSeeds, probe?: CallProbe): DuelOutcome {
  const rng = seedRng(seeds.choices);
  let choices = 0;
  const random: Player = {
    choose: ({ legal }) => {
      const n = legal.length;
      if (n > 1) choices++;
      return legal[nextInt(rng, n)] as Action;
    },
  };
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset: builtinRuleset(), decks, seed: seeds.duel, firstPlayer: 0 },
      players: [random, random],
      maxTurns: MAX_TURN,
      ...(probe ? { probe } : {}),
    });
  } catch (e) {
    if (e instanceof SessionError && e.call === 'setup') throw new Error(`newDuel refused the benchmark decks: ${String(e.cause)}`);
    throw e;
  }
  if (r.refusal) throw refused(r.refusal.state, r.refusal.action, textKey(r.refusal.error));
  if (r.end !== 'won' && r.end !== 'turnCap') throw stuck(r.final);
  const state = r.final;
  return { turns: state.turn, decisions: r.actions.length, choices, winner: state.winner, winReason: state.winReason };
}

export function playDuel(decks: readonly [DeckList, DeckList], seeds: DuelSeeds): DuelOutcome {
  return play(decks, seeds);
}

export function playDuelSampled(
  decks: readonly [DeckList, DeckList],
  seeds: DuelSeeds,
  samples: CallSamples,
): DuelOutcome {
  const clock = process.hrtime.bigint;
  return play(decks, seeds, (call, run) => {
    const t0 = clock();
    const v = run();
    const t1 = clock();
    samples[call].push(Number(t1 - t0));
    return v;
  });
}
