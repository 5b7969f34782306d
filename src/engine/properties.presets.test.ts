// Property tests with the preset decks (real pool cards: MAXIMUM sets, Fusion Extra Decks,
// scripted Spells and Traps). Same per-action checks as properties.vanilla.test.ts, for every
// ordered pair of presets. A failing duel does not stop the others: all failures are listed.
import { afterAll, describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import type { DeckList } from './index';
import { sized } from './testing/size';
import { formatStats, newStats, playCheckedDuel, PropertyError, RandomDuelError } from './testing/randomDuel';

const SEEDS_PER_PAIR = sized({ fast: 2, ci: 20, nightly: 200 });
const stats = newStats();
const started = performance.now();

const deckOf = (i: number): DeckList => {
  const d = PRESET_DECKS[i];
  if (!d) throw new Error(`no preset ${i}`);
  return { main: d.main, extra: d.extra };
};

const failures: string[] = [];

describe('random duels with the preset decks keep every invariant after every action', () => {
  for (let a = 0; a < PRESET_DECKS.length; a++) {
    for (let b = 0; b < PRESET_DECKS.length; b++) {
      const label = `${PRESET_DECKS[a]?.key} vs ${PRESET_DECKS[b]?.key}`;
      it(label, () => {
        for (let k = 0; k < SEEDS_PER_PAIR; k++) {
          const seed = 1000 * (4 * a + b) + k;
          try {
            playCheckedDuel({ label, decks: [deckOf(a), deckOf(b)], seed, firstPlayer: (k % 2) as 0 | 1, stats });
          } catch (e) {
            if (e instanceof PropertyError) failures.push(e.message);
            else if (e instanceof RandomDuelError) failures.push(`[${label}] ${e.message}`);
            else throw e;
          }
        }
      });
    }
  }

  it('no preset duel broke a property', () => {
    const shown = failures.slice(0, 8).join('\n');
    expect(failures.length, `${failures.length} of ${SEEDS_PER_PAIR * PRESET_DECKS.length ** 2} preset duels broke a property; the first ones:\n${shown}\n`).toBe(0);
  });

  it('MAXIMUM Summons happen, and no duel hits the turn cap', () => {
    expect(stats.maximumSummons).toBeGreaterThan(0);
    expect(stats.capped).toBe(0);
  });
});

afterAll(() => {
  console.log(`${formatStats('presets', stats, performance.now() - started)}; ${failures.length} more duels broke a property`);
});
