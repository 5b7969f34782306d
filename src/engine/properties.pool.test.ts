// Property tests over random legal decks drawn from the whole playable pool (src/decks/randomDeck.ts):
// every per-action check of the preset tests (properties.presets.test.ts), plus no engine error,
// a listed answer in every state (every prompt answerable) and an end to every duel.
// The count follows the test size (25 fast, 300 in CI, 3,000 nightly); POOL_DUELS overrides it.
import { afterAll, describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { randomPoolDeck } from '../decks/randomDeck';
import type { DeckList } from './index';
import { sized } from './testing/size';
import { formatStats, newStats, playCheckedDuel, PropertyError, RandomDuelError } from './testing/randomDuel';

const DUELS = Number(process.env.POOL_DUELS ?? sized({ fast: 25, ci: 300, nightly: 3000 }));
const PER_TEST = 25;
const pool = [...CARD_POOL.values()];
const stats = newStats();
const started = performance.now();
const failures: string[] = [];

const decksOf = (k: number): [DeckList, DeckList] => [randomPoolDeck(pool, 2 * k + 1), randomPoolDeck(pool, 2 * k + 2)];

describe('random duels with random legal decks from the whole pool keep every invariant', () => {
  for (let from = 0; from < DUELS; from += PER_TEST) {
    const to = Math.min(DUELS, from + PER_TEST);
    it(`pool duels ${from + 1} to ${to}`, () => {
      for (let k = from; k < to; k++) {
        const label = `pool decks ${2 * k + 1} vs ${2 * k + 2}`;
        try {
          playCheckedDuel({ label, decks: decksOf(k), seed: 70_000 + k, firstPlayer: (k % 2) as 0 | 1, stats });
        } catch (e) {
          if (e instanceof PropertyError) failures.push(e.message);
          else if (e instanceof RandomDuelError) failures.push(`[${label}] ${e.message}`);
          else failures.push(`[${label}] engine error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        }
      }
    }, 120_000);
  }

  it('no pool duel broke a property or threw', () => {
    expect(failures.length, `${failures.length} of ${DUELS} pool duels failed; the first ones:\n${failures.slice(0, 6).join('\n')}\n`).toBe(0);
  });

  it('every duel ended before the turn cap, and effects were used', () => {
    expect(stats.duels).toBe(DUELS);
    expect(stats.capped).toBe(0);
    expect(stats.activations).toBeGreaterThan(DUELS);
  });
});

afterAll(() => {
  console.log(formatStats('pool', stats, performance.now() - started));
});
