// The sim's command line, its figures, and one tiny run end to end.
import { describe, expect, it } from 'vitest';
import { parseSimArgs } from './args';
import { poolDeckSeed, runSim } from './run';
import { CARD_POOL } from '../../cards/pool';
import { randomPoolDeck } from '../../decks/randomDeck';

const POOL = [...CARD_POOL.values()];
import { percentile, wilson } from './stats';

describe('sim command line', () => {
  it('has defaults and reads every option', () => {
    const d = parseSimArgs([]);
    expect(d.ok && d.options).toMatchObject({ games: 100, p0: 'normal', p1: 'random', deck0: 'maximum', deck1: 'maximum', seed: 1, json: false });
    const r = parseSimArgs(['--games', '10', '--p0', 'hard', '--p1=easy', '--deck0', 'dragon', '--deck1', 'fusion', '--seed', '7', '--json', '--budget', '50']);
    expect(r.ok && r.options).toMatchObject({ games: 10, p0: 'hard', p1: 'easy', deck0: 'dragon', deck1: 'fusion', seed: 7, json: true, budgetMs: 50 });
  });

  it.each([[['--games', '0']], [['--p0', 'expert']], [['--seed', 'x']], [['--what']], [['--games', '2', '--games', '3']]])('refuses %j', (argv) => {
    expect(parseSimArgs(argv).ok).toBe(false);
  });
});

describe('sim figures', () => {
  it('Wilson interval', () => {
    const [lo, hi] = wilson(485, 500);
    expect(lo).toBeCloseTo(0.9509, 3);
    expect(hi).toBeCloseTo(0.9817, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('nearest-rank percentiles', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 1)).toBe(5);
  });

  it('plays duels with the seats swapped halfway and counts every one', () => {
    let t = 0;
    const { result } = runSim({ games: 4, p0: 'normal', p1: 'random', deck0: 'beginner', deck1: 'beginner', seed: 3, budgetMs: 10, json: true, help: false }, () => t++);
    expect(Object.keys(result)).toEqual(['games', 'p0', 'p1', 'winsP0', 'winsP1', 'draws', 'winRateP0', 'ci95', 'turnsPerDuel', 'msP50P0', 'msP95P0', 'msMaxP0', 'msP50P1', 'msP95P1', 'msMaxP1']);
    expect(result.winsP0 + result.winsP1 + result.draws).toBe(4);
  });

  it('deck "pool": random legal pool decks, a different pair each duel, the same pairs with seats swapped', () => {
    let t = 0;
    const seen: string[] = [];
    const { result, extras } = runSim({ games: 4, p0: 'random', p1: 'random', deck0: 'pool', deck1: 'pool', seed: 5, budgetMs: 10, json: true, help: false }, () => t++);
    expect(result.winsP0 + result.winsP1 + result.draws).toBe(4);
    expect(extras.errors).toEqual([]);
    for (const k of [0, 1]) for (const p of [0, 1] as const) seen.push(JSON.stringify(randomPoolDeck(POOL, poolDeckSeed(5, k, p))));
    expect(new Set(seen).size).toBe(4);
  });

  it('deck "pool": each deal is played twice from the same seats with the players swapped (Normal against itself wins every deal exactly once)', () => {
    let t = 0;
    const won: (boolean | null)[] = [];
    const games = 8;
    runSim({ games, p0: 'normal', p1: 'normal', deck0: 'pool', deck1: 'pool', seed: 1, budgetMs: 10, json: true, help: false }, () => t++, (i, p0won) => {
      won[i] = p0won;
    });
    for (let k = 0; k < games / 2; k++) {
      expect(won[k]).not.toBeNull();
      expect(won[k + games / 2]).toBe(!won[k]);
    }
  });
});
