import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('says a position is already won (an added field), and gives a line for built-in names and /dev/zero (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rush-solve-'));
    const won = join(dir, 'won.json');
    writeFileSync(won, '\uFEFF' + JSON.stringify({ state: { players: [{ deck: [160320006] }, { lp: 0 }] } }));
    const ctor = join(dir, 'ctor.json');
    writeFileSync(ctor, JSON.stringify({ state: { players: [{ hand: [{ id: 160320006, ref: 'a' }], deck: [160320006] }, {}] }, actions: [{ do: 'constructor', card: 'a' }] }));
    const r = solve(won, ctor, '/dev/zero');
    expect(r.status).toBe(2);
    const [w, c, z] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(w).toEqual({ solved: true, line: [], nodes: 0, ms: 0, already: 'won' });
    expect(c).toMatchObject({ solved: false, error: expect.stringMatching(/unknown action "constructor"/) });
    expect(z).toMatchObject({ solved: false, error: expect.stringMatching(/too large/) });
  });

  it('refuses a card that is known but not playable yet like an unknown id (exit 2), naming the card', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rush-solve-'));
    const f = join(dir, 'unplayable.json');
    writeFileSync(f, JSON.stringify({ state: { players: [{ hand: [160021026], deck: [160320006] }, {}] } }));
    const r = solve(f);
    expect(r.status).toBe(2);
    const line = JSON.parse(r.stdout.trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ solved: false, line: [], nodes: 0 });
    expect(line.error).toBe(`${f}: state.players[0].hand[0]: card 160021026 (Dedicated Protorion) is not playable yet: its effects are not in the game`);
  });
});
