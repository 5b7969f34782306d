// One headless duel between two players of any level, played by the engine's duel session.
// AI players only ever get playerView(state, seat); their action is mapped back to the real
// duel (hidden cards have other uids in a view) and must be legal there too (src/ai/player.ts).
import { nextInt, runDuel, seedRng, SessionError } from '../../engine';
import type { Action, DeckList, DuelState, Player, RngState, Seat, SessionResult } from '../../engine';
import { aiDecision } from '../../ai/player';
import { ownCardsOf } from '../../ai/ownCards';
import { mixSeed } from '../../ai/rand';
import type { PlayerLevel } from './args';
import { builtinRuleset } from '../../cards/ruleset';

export const MAX_TURN = 200;
const MAX_ACTIONS = 20_000;

export interface GameResult {
  winner: Seat | 'draw' | null;
  turns: number;
  /** Decision times in ms by seat, for decisions with two or more legal actions. */
  ms: [number[], number[]];
  /** AI answers that were refused or failed (a safe move was played instead). */
  errors: string[];
  /** How the duel ended (null if it did not). */
  reason?: DuelState['winReason'];
}

export interface GameSetup {
  decks: readonly [DeckList, DeckList];
  levels: readonly [PlayerLevel, PlayerLevel];
  seed: number;
  budgetMs: number;
  clock: () => number;
  /** When given, decision times are read on this clock (wall time) while the AI thinks on `clock` (a tick clock). */
  wall?: () => number;
}

/** One seat of a sim duel: a random pick from the duel's shared stream, then the AI's answer if it has a level. */
function seatPlayer(g: GameSetup, seat: Seat, rng: RngState, ms: [number[], number[]], errors: string[]): Player {
  const level = g.levels[seat];
  const ai = level === 'random' ? null : { level, seat, seed: g.seed, budgetMs: g.budgetMs };
  // Each player knows its own decklist (never where its cards are).
  let own: number[] | null = null;
  return {
    choose(turn) {
      const random = turn.legal[nextInt(rng, turn.legal.length)] as Action;
      if (!ai) return random;
      own ??= ownCardsOf(turn.state, seat);
      const w0 = g.wall?.() ?? 0;
      const t0 = g.clock();
      const d = aiDecision(ai, turn, own);
      const dt = g.wall ? g.wall() - w0 : g.clock() - t0;
      if (turn.legal.length > 1) ms[seat].push(dt);
      if (d.response.error) errors.push(`turn ${turn.state.turn} seat ${seat}: ${d.response.error}`);
      if (d.action) return d.action;
      errors.push(`turn ${turn.state.turn} seat ${seat}: answer ${JSON.stringify(d.response.action)} is not legal in the duel`);
      return random;
    },
  };
}

export function playGame(g: GameSetup): GameResult {
  const rng = seedRng(mixSeed(g.seed, 0x51));
  const ms: [number[], number[]] = [[], []];
  const errors: string[] = [];
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset: builtinRuleset(), decks: g.decks, seed: g.seed, firstPlayer: 0, splitExtra: true },
      players: [seatPlayer(g, 0, rng, ms, errors), seatPlayer(g, 1, rng, ms, errors)],
      clock: g.clock,
      maxTurns: MAX_TURN,
      maxSteps: MAX_ACTIONS,
    });
  } catch (e) {
    if (e instanceof SessionError && e.call === 'setup') throw new Error(`newDuel refused the decks: ${String(e.cause)}`);
    throw e;
  }
  if (r.refusal) throw new Error(`the engine refused a legal action: ${String(r.refusal.error)}`);
  if (r.end === 'stuck') throw new Error(`no legal action in an undecided duel (turn ${r.final.turn})`);
  const state = r.final;
  return { winner: state.winner, turns: state.turn, ms, errors, reason: state.winReason };
}
