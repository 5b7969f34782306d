import { describe, expect, it } from 'vitest';
import { applyAction } from '../engine';
import { loadScenario } from '../solver/load';
import { HintCache } from './hintCache';
import { textKey } from '../engine/text';

describe('HintCache', () => {
  const { state } = loadScenario({ seed: 1, state: { turn: 2, players: [{ deck: [160302003] }, { deck: [160302003] }] } });

  it('answers for the position it was given, and for no other', () => {
    const cache = new HintCache<string>();
    expect(cache.get(state)).toBeNull();
    cache.put(state, 'line');
    expect(cache.get(state)).toBe('line');
    const moved = applyAction(state, { type: 'enterBattle' });
    if (!moved.ok) throw new Error(textKey(moved.error));
    expect(cache.get(moved.state)).toBeNull();
    cache.clear();
    expect(cache.get(state)).toBeNull();
  });
});
