// Lasting modifiers are plain data that must survive JSON exactly (a saved duel loads as the same state).
import { describe, expect, it } from 'vitest';
import { addLingering } from './lingering';
import type { DuelState } from '../types';

describe('addLingering', () => {
  it('stores a value of -0 (a loss of 300 for each of no cards) as 0, so JSON keeps the state', () => {
    const d = { lingering: [] } as unknown as DuelState;
    addLingering(d, { source: 1, target: 1, seat: 0, kind: 'atk', value: -0, untilTurn: 3 });
    expect(Object.is(d.lingering[0]?.value, 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(d.lingering))).toEqual(d.lingering);
  });
  it('keeps any other value and the entry itself', () => {
    const d = { lingering: [] } as unknown as DuelState;
    const l = { source: 1, target: 1, seat: 0 as const, kind: 'atk' as const, value: -300, untilTurn: 3 };
    addLingering(d, l);
    expect(d.lingering[0]).toBe(l);
  });
});
