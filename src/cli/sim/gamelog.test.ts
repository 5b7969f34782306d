// gamelog --from: one deal of a long run replays alone, and a bad value is refused (exit 2).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const gamelog = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'src/cli/sim/gamelog.ts', '--p0', 'random', '--p1', 'random', '--seed', '1', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('gamelog --from', () => {
  it('--from 1 --games 1 prints exactly deal 1 of --games 2', () => {
    const both = gamelog('--games', '2');
    const one = gamelog('--from', '1', '--games', '1');
    expect(both.status).toBe(0);
    expect(one.status).toBe(0);
    const second = both.stdout.slice(both.stdout.indexOf('=== game 1 '));
    expect(one.stdout.startsWith('=== game 1 seed 1000004:')).toBe(true);
    expect(one.stdout).toBe(second);
  });

  it.each(['-1', '1.5', 'x'])('refuses --from %s with exit 2 and says what it wants', (bad) => {
    const r = gamelog('--from', bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--from must be a deal number (0 or more)');
    expect(r.stdout).toBe('');
  });
});
