// Property 4 under deep-freeze: every state the engine hands back is frozen, so an engine
// that edits an earlier state in place (a copy-on-write slip) throws instead of silently
// corrupting history. Junk actions are offered in every state: each must be refused with a
// reason and the very same state object, and must not touch it.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { applyAction, newDuel, stateHash, type Action, type DeckList } from './index';
import { seedRng } from './rng';
import { deepFreeze, isDeepFrozen } from './testing/deepFreeze';
import { actionKey, checkOffered, formatStats, junkAction, newStats, playCheckedDuel, playRandomDuel } from './testing/randomDuel';
import { VANILLA_DECKS } from './vanillaDeck';
import { testRuleset } from './testing/ruleset';
import { sized } from './testing/size';

const VANILLA_RUNS = sized({ fast: 20, ci: 300, nightly: 3000 });
const PRESET_RUNS = sized({ fast: 8, ci: 64, nightly: 640 });

const stats = newStats();
const started = performance.now();

describe('deepFreeze', () => {
  it('freezes nested objects and arrays so that writes throw', () => {
    const v = deepFreeze({ a: [1, { b: 2 }], c: { d: [3] } });
    expect(isDeepFrozen(v)).toBe(true);
    expect(() => {
      (v.a as number[]).push(4);
    }).toThrow(TypeError);
    expect(() => {
      (v.c.d as number[])[0] = 9;
    }).toThrow(TypeError);
  });

  it('freezes a whole duel state', () => {
    const s = newDuel({ ruleset: testRuleset(), decks: VANILLA_DECKS, seed: 1 });
    if (!s.ok) throw new Error(s.error);
    deepFreeze(s.state);
    expect(isDeepFrozen(s.state)).toBe(true);
    expect(() => {
      s.state.players[0].hand.pop();
    }).toThrow(TypeError);
  });
});

describe('random duels with every state deep-frozen', () => {
  it(`${VANILLA_RUNS} vanilla duels: all checks, 6 junk actions per state, states stay frozen`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = playCheckedDuel({ label: 'vanilla frozen', decks: VANILLA_DECKS, seed, freeze: true, junkPerStep: 6, stats });
        expect(isDeepFrozen(r.initial) && isDeepFrozen(r.final)).toBe(true);
      }),
      { numRuns: VANILLA_RUNS, seed: 0xf0e0, endOnFailure: true },
    );
    // A guard against a hang, not a speed check: ~15 s alone, 90 s on a busy 2-core machine.
  }, 240_000);

  it(`${PRESET_RUNS} preset duels: junk is refused without touching the frozen state; the states never change`, () => {
    const deck = (i: number): DeckList => ({ main: PRESET_DECKS[i]?.main ?? [], extra: PRESET_DECKS[i]?.extra ?? [] });
    const problems: string[] = [];
    let steps = 0;
    for (let k = 0; k < PRESET_RUNS; k++) {
      const a = k % 4;
      const b = (k >> 2) % 4;
      const seed = 77_000 + k;
      const junkRng = seedRng(seed);
      const seen: { state: Parameters<typeof stateHash>[0]; hash: string }[] = [];
      const r = playRandomDuel({
        decks: [deck(a), deck(b)],
        seed,
        freeze: true,
        onStep: ({ before, legal, action, index }) => {
          steps++;
          if (index % 25 === 0) seen.push({ state: before, hash: stateHash(before) });
          const keys = new Set(legal.map(actionKey));
          for (let j = 0; j < 6; j++) {
            const junk = junkAction(before, junkRng, legal);
            const c = checkOffered(before, keys, junk);
            stats.offered++;
            if (c.problem) problems.push(`seed ${seed} (${PRESET_DECKS[a]?.key} vs ${PRESET_DECKS[b]?.key}) action #${index} ${JSON.stringify(action)}: offering ${JSON.stringify(junk)}: ${c.problem}`);
          }
        },
      });
      expect(isDeepFrozen(r.final)).toBe(true);
      // Frozen states cannot change, but check the hashes anyway: this is the property itself.
      for (const x of seen) expect(stateHash(x.state)).toBe(x.hash);
      stats.duels++;
      stats.actions += r.replay.actions.length;
      stats.maximumSummons += r.maximumSummons;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(steps).toBeGreaterThan(1000);
  });

  it('a refused action on an unfrozen state leaves it byte-for-byte the same', () => {
    // The same property without freezing: compare stateHash before and after.
    const s = newDuel({ ruleset: testRuleset(), decks: VANILLA_DECKS, seed: 5 });
    if (!s.ok) throw new Error(s.error);
    const before = stateHash(s.state);
    const rng = seedRng(5);
    for (let i = 0; i < 500; i++) {
      const junk = junkAction(s.state, rng, []);
      const res = applyAction(s.state, junk as Action);
      if (!res.ok) expect(res.state).toBe(s.state);
    }
    expect(stateHash(s.state)).toBe(before);
  });
});

afterAll(() => {
  console.log(formatStats('frozen', stats, performance.now() - started));
});
