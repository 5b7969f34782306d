// A sim run: N duels, the seats (and who goes first) swapped halfway with the same duel
// seeds, so duel i and duel i + N/2 deal the same cards to the other player.
import type { DeckList, Seat } from '../../engine';
import type { SimOptions } from './args';
import { checkPlayable, loadDeck } from './decks';
import { CARD_POOL } from '../../cards/pool';
import { randomPoolDeck } from '../../decks/randomDeck';
import { playGame } from './play';
import { percentile, round, wilson } from './stats';
import { duelSeed } from '../bench/seeds';

/** Field order is the JSON contract. */
export interface SimResult {
  games: number;
  p0: string;
  p1: string;
  winsP0: number;
  winsP1: number;
  draws: number;
  winRateP0: number;
  ci95: [number, number];
  turnsPerDuel: number;
  msP50P0: number;
  msP95P0: number;
  msMaxP0: number;
  msP50P1: number;
  msP95P1: number;
  msMaxP1: number;
}

export interface RunExtras {
  unfinished: number;
  errors: string[];
}

export function duelSeedOf(seed: number, i: number, games: number): number {
  const half = Math.ceil(games / 2);
  return duelSeed(seed, i % half);
}

/** The deck argument that asks for random decks from the pool. */
export const POOL_DECK = 'pool';

/** The seed of player p's random pool deck in duel pair k. */
export function poolDeckSeed(seed: number, k: number, p: 0 | 1): number {
  return (seed * 7919 + 2 * k + p + 1) >>> 0;
}

/**
 * The decks by seat of a duel. Pool decks belong to the deal (its seats), so in the second
 * half the players swap and play the same deal from the other side; a named deck stays
 * with its player.
 */
export function seatDecks(d0: DeckList, d1: DeckList, swapped: boolean, dealt: boolean): [DeckList, DeckList] {
  return swapped && !dealt ? [d1, d0] : [d0, d1];
}

export function runSim(o: SimOptions, clock: () => number, onGame?: (i: number, winnerIsP0: boolean | null) => void): { result: SimResult; extras: RunExtras } {
  // 'pool': a new random legal deck from the whole playable pool for each deal; with pool
  // decks on both sides deck luck cancels out (seatDecks).
  const fixed = (arg: string): DeckList | null => (arg === POOL_DECK ? null : loadDeck(arg).deck);
  const f0 = fixed(o.deck0);
  const f1 = fixed(o.deck1);
  // Before the first duel: a deck too small to deal from is a bad argument, not a failed duel.
  if (f0) checkPlayable(o.deck0, f0);
  if (f1) checkPlayable(o.deck1, f1);
  const pool = f0 && f1 ? [] : [...CARD_POOL.values()];
  const half = Math.ceil(o.games / 2);
  const dealt = !f0 && !f1;
  let wins0 = 0;
  let wins1 = 0;
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  const ms0: number[] = [];
  const ms1: number[] = [];
  const errors: string[] = [];
  for (let i = 0; i < o.games; i++) {
    const swapped = i >= half;
    const p0Seat: Seat = swapped ? 1 : 0;
    const d0 = f0 ?? randomPoolDeck(pool, poolDeckSeed(o.seed, i % half, 0));
    const d1 = f1 ?? randomPoolDeck(pool, poolDeckSeed(o.seed, i % half, 1));
    const decks = seatDecks(d0, d1, swapped, dealt);
    const levels = swapped ? ([o.p1, o.p0] as const) : ([o.p0, o.p1] as const);
    const g = playGame({ decks, levels, seed: duelSeedOf(o.seed, i, o.games), budgetMs: o.budgetMs, clock });
    turns += g.turns;
    ms0.push(...g.ms[p0Seat]);
    ms1.push(...g.ms[p0Seat === 0 ? 1 : 0]);
    errors.push(...g.errors.map((e) => `duel ${i}: ${e}`));
    let p0won: boolean | null = null;
    if (g.winner === null) unfinished++;
    else if (g.winner === 'draw') draws++;
    else if (g.winner === p0Seat) {
      wins0++;
      p0won = true;
    } else {
      wins1++;
      p0won = false;
    }
    onGame?.(i, p0won);
  }
  const n = o.games;
  const ms = (xs: number[], p: number): number => round(percentile(xs, p));
  return {
    result: {
      games: n,
      p0: o.p0,
      p1: o.p1,
      winsP0: wins0,
      winsP1: wins1,
      draws,
      winRateP0: round(wins0 / n, 4),
      ci95: wilson(wins0, n).map((x) => round(x, 4)) as [number, number],
      turnsPerDuel: round(turns / n),
      msP50P0: ms(ms0, 0.5),
      msP95P0: ms(ms0, 0.95),
      msMaxP0: ms(ms0, 1),
      msP50P1: ms(ms1, 0.5),
      msP95P1: ms(ms1, 0.95),
      msMaxP1: ms(ms1, 1),
    },
    extras: { unfinished, errors },
  };
}
