// One headless duel between two players of any level. AI players only ever get
// playerView(state, seat); their action is mapped back to the real duel (hidden cards have
// other uids in a view) and must be legal there too.
import { applyAction, legalActions, newDuel, playerView, nextInt, seedRng } from '../../engine';
import type { Action, DeckList, DuelState, Seat } from '../../engine';
import { actionKey } from '../../ai/actions';
import { decide } from '../../ai/decide';
import { ownCardsOf } from '../../ai/ownCards';
import { mixSeed } from '../../ai/rand';
import { toRealAction } from '../../ai/translate';
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

function start(decks: readonly [DeckList, DeckList], seed: number): DuelState {
  const r = newDuel({ ruleset: builtinRuleset(), decks, seed, firstPlayer: 0, splitExtra: true });
  if (!r.ok) throw new Error(`newDuel refused the decks: ${r.error}`);
  return r.state;
}

export function playGame(g: GameSetup): GameResult {
  let state = start(g.decks, g.seed);
  const rng = seedRng(mixSeed(g.seed, 0x51));
  const ms: [number[], number[]] = [[], []];
  const errors: string[] = [];
  // Each player knows its own decklist (never where its cards are).
  const own = [ownCardsOf(state, 0), ownCardsOf(state, 1)] as const;
  let n = 0;
  while (state.winner === null && state.turn <= MAX_TURN && n < MAX_ACTIONS) {
    const pend = state.pending;
    if (!pend) break;
    const seat = pend.player;
    const level = g.levels[seat];
    const legal = legalActions(state);
    let action: Action = legal[nextInt(rng, legal.length)] as Action;
    if (level !== 'random') {
      const view = playerView(state, seat);
      const w0 = g.wall?.() ?? 0;
      const t0 = g.clock();
      const res = decide({ id: n, view, seat, level, seed: mixSeed(g.seed, n * 2 + seat), budgetMs: g.budgetMs, ownCards: own[seat] }, g.clock);
      const dt = g.wall ? g.wall() - w0 : g.clock() - t0;
      if (legal.length > 1) ms[seat].push(dt);
      const real = res.action ? toRealAction(state, view, res.action) : null;
      if (res.error) errors.push(`turn ${state.turn} seat ${seat}: ${res.error}`);
      if (real && legal.some((a) => actionKey(a) === actionKey(real))) action = real;
      else errors.push(`turn ${state.turn} seat ${seat}: answer ${JSON.stringify(res.action)} is not legal in the duel`);
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`the engine refused a legal action: ${r.error}`);
    state = r.state;
    n++;
  }
  return { winner: state.winner, turns: state.turn, ms, errors, reason: state.winReason };
}
