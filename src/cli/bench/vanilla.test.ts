import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VANILLA_MAIN } from '../../engine';
import { selectWorkloads } from './workloads';
import { runVanilla } from './vanilla';

const FIELDS = [
  'workload', 'duels', 'duelsPerSec', 'turnsPerDuel', 'decisionsPerDuel', 'choicesPerDuel', 'actionsPerSec',
  'unfinished', 'winsP0', 'winsP1', 'draws', 'endedByLp', 'endedByDeckOut',
  'applyUsP50', 'applyUsP99', 'legalUsP50', 'legalUsP99', 'peakRssMb',
];

const small = (seed: number) => runVanilla({ duels: 20, seed, warmup: 0, sampleWarmup: 0, sampleDuels: 20 });

describe('vanilla workload', () => {
  it('uses a 40-card deck with one spec object per row', () => {
    expect(VANILLA_MAIN).toHaveLength(40);
    expect(new Set(VANILLA_MAIN).size).toBe(14);
  });

  it('reports every field of the contract, in order, as finite numbers', () => {
    const r = small(1);
    expect(Object.keys(r)).toEqual(FIELDS);
    expect(r.workload).toBe('vanilla');
    expect(r.duels).toBe(20);
    for (const k of FIELDS.slice(1)) {
      const v = (r as unknown as Record<string, unknown>)[k];
      expect(typeof v === 'number' && Number.isFinite(v) && v >= 0, k).toBe(true);
    }
    expect(r.winsP0 + r.winsP1 + r.draws + r.unfinished).toBe(r.duels);
    expect(r.endedByLp + r.endedByDeckOut + r.unfinished).toBe(r.duels);
    expect(r.choicesPerDuel).toBeLessThanOrEqual(r.decisionsPerDuel);
    expect(r.turnsPerDuel).toBeGreaterThan(1);
  });

  it('plays the same duels for the same seed, and different ones for another seed', () => {
    const pick = (r: ReturnType<typeof small>) => [
      r.turnsPerDuel, r.decisionsPerDuel, r.choicesPerDuel, r.winsP0, r.winsP1, r.draws, r.endedByLp, r.endedByDeckOut, r.unfinished,
    ];
    const a = pick(small(7));
    expect(pick(small(7))).toEqual(a);
    expect(pick(small(8))).not.toEqual(a);
  });
});

describe('bench CLI', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const bench = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bench.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('prints exactly one JSON line per workload with --json', () => {
    const r = bench('--json', '--duels', '5');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    const names = selectWorkloads(null);
    const expected = names.ok ? names.names : [];
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[expected.length]).toBe('');
    expect(lines.slice(0, -1).map((l) => (JSON.parse(l) as { workload: string }).workload)).toEqual(expected);
    expect(Object.keys(JSON.parse(lines[0] as string))).toEqual(FIELDS);
    // Every workload in a child process (the ai and solver ones are slow): room on a busy machine.
  }, 180_000);

  it('exits with status 2 and says why for a bad option', () => {
    const bad = bench('--duels', 'lots');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--duels');
  });
});
