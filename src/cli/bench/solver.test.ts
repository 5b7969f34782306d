import { describe, expect, it } from 'vitest';
import { runSolver } from './solver';

const FIELDS = ['workload', 'puzzles', 'solved', 'nodes', 'nodesPerSec', 'msPerPuzzleP50', 'msPerPuzzleMax', 'msTotal', 'peakRssMb'];

describe('solver workload', () => {
  it('solves every built-in puzzle and reports the contract fields, in order, as finite numbers', () => {
    const r = runSolver();
    expect(Object.keys(r)).toEqual(FIELDS);
    expect(r.puzzles).toBeGreaterThanOrEqual(15);
    expect(r.solved).toBe(r.puzzles);
    for (const k of FIELDS.slice(1)) {
      const v = (r as unknown as Record<string, unknown>)[k];
      expect(typeof v === 'number' && Number.isFinite(v) && v >= 0, k).toBe(true);
    }
    expect(r.msPerPuzzleP50).toBeLessThanOrEqual(r.msPerPuzzleMax);
  });
});
