import { describe, expect, it } from 'vitest';
import { DEFAULT_DUELS, DEFAULT_SEED, parseArgs } from './args';
import { selectWorkloads } from './workloads';

describe('bench command line', () => {
  it('has the documented defaults', () => {
    expect(parseArgs([])).toEqual({
      ok: true,
      options: { workloads: null, duels: DEFAULT_DUELS, seed: DEFAULT_SEED, json: false, help: false },
    });
  });

  it('reads every option, in both spellings, and drops repeated workloads', () => {
    const r = parseArgs(['--workload', 'vanilla', '--duels=20', '--seed', '4294967295', '--json', '--workload=vanilla']);
    expect(r).toEqual({ ok: true, options: { workloads: ['vanilla'], duels: 20, seed: 4294967295, json: true, help: false } });
  });

  it.each([
    [['--duels', '0'], /--duels/],
    [['--duels', '-3'], /--duels/],
    [['--duels', '2.5'], /--duels/],
    [['--duels', 'many'], /--duels/],
    [['--duels', '10000001'], /--duels/],
    [['--duels'], /--duels needs a value/],
    [['--duels', '--json'], /--duels needs a value/],
    [['--duels', '5', '--duels', '6'], /more than once/],
    [['--seed', '-1'], /--seed/],
    [['--seed', '4294967296'], /--seed/],
    [['--seed', '0x10'], /--seed/],
    [['--workload'], /--workload needs a name/],
    [['--workload', 'turbo'], /unknown workload "turbo"/],
    [['--json=yes'], /takes no value/],
    [['--fast'], /unknown option "--fast"/],
    [['vanilla'], /unexpected argument "vanilla"/],
  ])('rejects %j', (argv, message) => {
    const r = parseArgs(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('runs every workload by default, the solver included', () => {
    const all = selectWorkloads(null);
    expect(all.ok && all.names.slice(0, 2)).toEqual(['vanilla', 'presets']);
    expect(all.ok && all.names).toContain('solver');
    expect(selectWorkloads(['vanilla'])).toEqual({ ok: true, names: ['vanilla'] });
    expect(selectWorkloads(['solver', 'vanilla'])).toEqual({ ok: true, names: ['solver', 'vanilla'] });
  });
});
