// Properties 6, 7 and 10 on every state of some duels: the same seed gives the same sequence
// of states (stateHash) twice; every state survives a JSON round trip deep-equal with the
// same hash; the replay of the log reaches the same final hash. Plus the seeded RNG itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { runReplay, stateHash, type DeckList, type Seat } from './index';
import { nextInt, nextUint32, seedRng, shuffleInPlace } from './rng';
import { playRandomDuel, roundTripProblem } from './testing/randomDuel';
import { sized, testSize } from './testing/size';
import { VANILLA_DECKS } from './vanillaDeck';
import { testRuleset } from './testing/ruleset';

interface Trace {
  hashes: string[];
  actions: string;
  problems: string[];
}

/** Plays a duel, hashing (and with `roundTrip`, saving and loading) every state. */
function trace(label: string, decks: readonly [DeckList, DeckList], seed: number, firstPlayer?: Seat, roundTrip = false): Trace {
  const hashes: string[] = [];
  const problems: string[] = [];
  const visit = (s: Parameters<typeof stateHash>[0], where: string): void => {
    const h = stateHash(s);
    hashes.push(h);
    const p = roundTrip ? roundTripProblem(s, h) : null;
    if (p) problems.push(`[${label}] seed ${seed}, ${where}: ${p}`);
  };
  const r = playRandomDuel({
    decks,
    seed,
    ...(firstPlayer !== undefined ? { firstPlayer } : {}),
    onStart: (s) => visit(s, 'initial state'),
    onStep: ({ after, index, action }) => visit(after, `after action #${index} ${JSON.stringify(action)}`),
  });
  const replayed = runReplay(r.replay, testRuleset());
  if (!replayed.ok) problems.push(`[${label}] seed ${seed}: the replay failed: ${replayed.error}`);
  else if (replayed.hash !== hashes[hashes.length - 1]) problems.push(`[${label}] seed ${seed}: the replay ends in another state`);
  return { hashes, actions: JSON.stringify(r.replay.actions), problems };
}

function sameTwice(label: string, decks: readonly [DeckList, DeckList], seed: number, firstPlayer?: Seat): void {
  const a = trace(label, decks, seed, firstPlayer, true);
  const b = trace(label, decks, seed, firstPlayer);
  expect(a.problems).toEqual([]);
  const i = a.hashes.findIndex((h, k) => b.hashes[k] !== h);
  expect(i, `[${label}] seed ${seed}: state ${i} differs between two runs`).toBe(-1);
  expect(b.hashes.length).toBe(a.hashes.length);
  expect(b.actions).toBe(a.actions);
}

describe('determinism and JSON round trips on every state', () => {
  it('vanilla duels (fast-check seeds)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Seat | undefined>(undefined, 0, 1), (seed, first) => {
        sameTwice('vanilla', VANILLA_DECKS, seed, first);
      }),
      { numRuns: sized({ fast: 3, ci: 8, nightly: 40 }), seed: 0xde7e, endOnFailure: true },
    );
  });

  it('preset duels, one per ordered pair of decks', () => {
    const deck = (i: number): DeckList => ({ main: PRESET_DECKS[i]?.main ?? [], extra: PRESET_DECKS[i]?.extra ?? [] });
    // Every ordered pair; the fast tier plays each deck against the next one only.
    const all = testSize() !== 'fast';
    for (let a = 0; a < PRESET_DECKS.length; a++) {
      for (let b = 0; b < PRESET_DECKS.length; b++) {
        if (!all && b !== (a + 1) % PRESET_DECKS.length) continue;
        sameTwice(`${PRESET_DECKS[a]?.key} vs ${PRESET_DECKS[b]?.key}`, [deck(a), deck(b)], 4242 + 4 * a + b);
      }
    }
  });

  it('different seeds give different duels', () => {
    const a = trace('vanilla', VANILLA_DECKS, 1);
    const b = trace('vanilla', VANILLA_DECKS, 2);
    expect(a.hashes[0]).not.toBe(b.hashes[0]);
  });
});

describe('rng', () => {
  const seed = fc.integer();
  // n from 1 to 2^32, as nextInt documents.
  const bound = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.bigInt({ min: 1n, max: 2n ** 32n }).map(Number));

  it('nextInt(st, n) is a whole number in [0, n)', () => {
    fc.assert(
      fc.property(seed, fc.array(bound, { minLength: 1, maxLength: 30 }), (s, ns) => {
        const st = seedRng(s);
        for (const n of ns) {
          const x = nextInt(st, n);
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
        }
      }),
      { numRuns: 2000, seed: 0x2a2a },
    );
  });

  it('the generator state stays four 32-bit words and nextUint32 is a 32-bit word', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 200 }), (s, k) => {
        const st = seedRng(s);
        for (let i = 0; i < k; i++) {
          const x = nextUint32(st);
          expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
        }
        expect(st.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)).toBe(true);
      }),
      { numRuns: 500, seed: 0x2a2b },
    );
  });

  it('shuffleInPlace is a permutation, and the same seed shuffles the same way', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer(), { maxLength: 80 }), (s, xs) => {
        const a = xs.slice();
        const b = xs.slice();
        shuffleInPlace(seedRng(s), a);
        shuffleInPlace(seedRng(s), b);
        expect(a).toEqual(b);
        expect(a.slice().sort((p, q) => p - q)).toEqual(xs.slice().sort((p, q) => p - q));
      }),
      { numRuns: 1000, seed: 0x2a2c },
    );
  });

  it('nextInt covers every value of a small range', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 8 }), (s, n) => {
        const st = seedRng(s);
        const seen = new Set<number>();
        for (let i = 0; i < 400; i++) seen.add(nextInt(st, n));
        expect(seen.size).toBe(n);
      }),
      { numRuns: 200, seed: 0x2a2d },
    );
  });
});
