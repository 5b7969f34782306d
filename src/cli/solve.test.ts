import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The npm script itself (a Vite build, then plain Node), so anything the build printed
// on stdout would break the "one JSON line per file" contract here.
const solve = (...args: string[]) => spawnSync('npm', ['run', '-s', 'solve', '--', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run solve', () => {
  it('prints exactly {solved, line, nodes, ms} per file, in order, and exit 0', () => {
    const r = solve('src/puzzles/data/01-first-maximum.json', 'src/puzzles/testdata/unsolvable.json');
    expect(r.status).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    const lines = r.stdout.slice(0, -1).split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => Object.keys(l))).toEqual([['solved', 'line', 'nodes', 'ms'], ['solved', 'line', 'nodes', 'ms']]);
    expect(lines[0]).toMatchObject({ solved: true, line: [{ do: 'maximumSummon', card: 'C' }, { do: 'enterBattle' }, { do: 'attack', card: 'C', target: 'direct' }] });
    expect(lines[1]).toMatchObject({ solved: false, line: [] });
  });

  it('says why a file is missing or invalid, and exits with 2', () => {
    const r = solve('no-such-file.json', 'package.json');
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { solved: boolean; error: string });
    expect(lines[0]?.error).toContain('no-such-file.json');
    expect(lines[1]).toMatchObject({ solved: false, error: expect.stringContaining('package.json') });
  });
});
