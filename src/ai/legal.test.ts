// The AI only ever answers with legal actions: positions from seeded random duels between
// every pair of preset decks, every level (the fast ones on many more positions).
import { describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../engine';
import type { DuelState } from '../engine';
import { PRESET_DECKS } from '../cards/presets';
import { playRandomDuel, sized } from '../engine/testkit';
import { actionKey } from './actions';
import { decide } from './decide';
import type { AiLevel } from './protocol';
import { tickClock } from './testing';
import { toRealAction } from './translate';

function positions(duels: number, every: number): DuelState[] {
  const out: DuelState[] = [];
  for (let i = 0; i < duels; i++) {
    const a = PRESET_DECKS[i % PRESET_DECKS.length];
    const b = PRESET_DECKS[Math.floor(i / PRESET_DECKS.length) % PRESET_DECKS.length];
    if (!a || !b) throw new Error('presets missing');
    let k = 0;
    playRandomDuel({
      decks: [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }],
      seed: 9000 + i,
      maxTurns: 40,
      onStep: (st) => {
        if (st.legal.length > 1 && k++ % every === 0) out.push(st.before);
      },
    });
  }
  return out;
}

function check(states: readonly DuelState[], level: AiLevel, budgetMs: number): number {
  let n = 0;
  for (const [i, s] of states.entries()) {
    const seat = s.pending?.player;
    if (seat === undefined) continue;
    const view = playerView(s, seat);
    const r = decide({ id: i, view, seat, level, seed: i, budgetMs }, tickClock());
    expect(r.error, `${level} #${i}: ${r.error ?? ''}`).toBeUndefined();
    expect(r.action).not.toBeNull();
    const a = r.action as NonNullable<typeof r.action>;
    expect(legalActions(view).some((x) => actionKey(x) === actionKey(a))).toBe(true);
    const real = toRealAction(s, view, a);
    expect(real && legalActions(s).some((x) => actionKey(x) === actionKey(real))).toBe(true);
    expect(r.explanation?.key).toMatch(/^ai\./);
    expect(r.explanation?.key).not.toBe('ai.move');
    n++;
  }
  return n;
}

describe('the AI answers only with legal actions', () => {
  // 40 duels give thousands of positions; the fast tier takes a tenth of them.
  const all = positions(sized({ fast: 4, ci: 40, nightly: 160 }), 2);

  it('has thousands of positions to try', () => {
    expect(all.length).toBeGreaterThan(sized({ fast: 300, ci: 3000, nightly: 12_000 }));
  });

  it('easy, on every position', () => {
    expect(check(all, 'easy', 10)).toBe(all.length);
  });

  // Normal searches for a win this turn at each of its own Main/Battle decisions (lethal.ts,
  // up to 2,000 solver positions): every position took 120 s on a quiet machine, so CI tries
  // every 8th (about 15 s) and the nightly size every one.
  it('normal, on every 8th position (every one nightly)', () => {
    const some = all.filter((_, i) => i % sized({ fast: 8, ci: 8, nightly: 1 }) === 0);
    expect(check(some, 'normal', 10)).toBe(some.length);
  }, 240_000);

  it('hard, on every 25th position with a small budget', () => {
    const few = all.filter((_, i) => i % 25 === 0);
    expect(check(few, 'hard', 6)).toBe(few.length);
  });
});
