import { describe, expect, it } from 'vitest';
import { applyAction, textKey, type Action, type DuelState } from '../engine';
import { builtinPuzzles } from '../puzzles/builtin';
import { puzzleStart } from '../puzzles/play';
import { loadScenario } from '../solver/load';
import { solve } from '../solver/search';
import { HintCache, keepLine } from './hintCache';

function step(s: DuelState, a: Action): DuelState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(textKey(r.error));
  return r.state;
}

describe('HintCache', () => {
  const { state } = loadScenario({ seed: 1, state: { turn: 2, players: [{ deck: [160302003] }, { deck: [160302003] }] } });

  it('answers for the position it was given, and for no other', () => {
    const cache = new HintCache<string>();
    expect(cache.get(state)).toBeNull();
    cache.put(state, 'line');
    expect(cache.get(state)).toBe('line');
    expect(cache.get(step(state, { type: 'enterBattle' }))).toBeNull();
    cache.clear();
    expect(cache.get(state)).toBeNull();
  });

  it('answers a position rebuilt with the same content (a Reset), not only the same object', () => {
    const p = builtinPuzzles().find((x) => x.id === '01-first-maximum');
    if (!p) throw new Error('puzzle missing');
    const cache = new HintCache<string>();
    const first = puzzleStart(p).state;
    cache.put(first, 'line');
    const again = puzzleStart(p).state;
    expect(again).not.toBe(first);
    expect(cache.get(again)).toBe('line');
  });
});

describe('keepLine: following a solved line needs no new search (hint tiers)', () => {
  const p = builtinPuzzles().find((x) => x.id === '10-heavenly-gift');
  if (!p) throw new Error('puzzle missing');
  const start = puzzleStart(p).state;
  const r = solve(start, p.goal, { maxNodes: 10_000, maxMs: 60_000, now: () => performance.now() });

  it('keeps the rest of the line for every position the line passes through', () => {
    expect(r.solved).toBe(true);
    const cache = new HintCache<{ line: Action[] }>();
    keepLine(cache, start, { line: r.line });
    let s = start;
    for (let i = 0; i < r.line.length; i++) {
      expect(cache.get(s)?.line).toEqual(r.line.slice(i));
      s = step(s, r.line[i] as Action);
    }
    // The goal is reached there: nothing left to hint, nothing kept.
    expect(cache.get(s)).toBeNull();
  });

  it('keeps nothing for a position off the line', () => {
    const cache = new HintCache<{ line: Action[] }>();
    keepLine(cache, start, { line: r.line });
    const off = step(start, { type: 'enterBattle' });
    expect(cache.get(off)).toBeNull();
  });
});
