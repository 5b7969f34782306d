// Normal and Hard never miss a win this turn (lethal.ts) on a few positions of the lethal
// bench: built-in puzzles and pool-duel positions (src/cli/bench/lethal). Tick clock, so the
// play is the same on any machine; no timing is checked.
import { beforeEach, describe, expect, it } from 'vitest';
import { lethalPositions, playLethal } from '../cli/bench/lethal/run';
import { playerView } from '../engine';
import { forgetLethal, lethalMove } from './lethal';
import { LEVELS } from './levels';
import { tickClock } from './testing';

const all = lethalPositions();
const puzzles = all.filter((p) => p.from.startsWith('puzzle')).slice(0, 4);
const pool = all.filter((p) => p.from.startsWith('pool')).slice(0, 4);

describe('winning this turn', () => {
  beforeEach(() => forgetLethal());

  it.each([...puzzles, ...pool].map((p) => [p.from, p] as const))('Normal wins from %s', (_, p) => {
    // The win comes from the search, which proves it from the view at the first decision.
    const me = p.state.turnPlayer;
    const budget = LEVELS.normal.lethal;
    expect(budget && lethalMove(playerView(p.state, me), me, budget, tickClock())).toBeTruthy();
    forgetLethal();
    expect(playLethal(p.state, 'normal', tickClock).won).toBe(true);
  });

  it.each([...puzzles.slice(0, 2), ...pool.slice(0, 2)].map((p) => [p.from, p] as const))('Hard wins from %s', (_, p) => {
    expect(playLethal(p.state, 'hard', tickClock).won).toBe(true);
  }, 30_000);
});
