import { describe, expect, it } from 'vitest';
import { applyAction, stateHash, type Action } from '../engine';
import { builtinPuzzles } from './builtin';
import { memoryStorage } from './memoryStorage';
import { puzzleStart, replaySession } from './play';
import { cachedStorage, webStorage } from './progress';
import { readSession, type PuzzleSession } from './session';
import { goalStart, judge } from '../solver';
import { solve } from '../solver/search';
import { EMPTY_STATS } from '../store/stats';

describe('the puzzle in progress is kept, so a reload resumes it', () => {
  const p = builtinPuzzles().find((x) => x.id === '01-first-maximum');
  if (!p) throw new Error('puzzle missing');
  const start = puzzleStart(p).state;
  const line = solve(start, p.goal, { maxNodes: 10_000, maxMs: 60_000, now: () => performance.now() }).line;

  it('replays the kept actions to the very position they reached (R-MAX-1 MAXIMUM Summon, then the attack wins)', () => {
    const first = applyAction(start, line[0] as Action);
    if (!first.ok) throw new Error('first move refused');
    // Rebuilt from a fresh start: the same content as the position played, RNG included.
    const resumed = replaySession(puzzleStart(p).state, line.slice(0, 1));
    if (!resumed) throw new Error('resume refused');
    expect(stateHash(resumed)).toBe(stateHash(first.state));
    expect(resumed.players[0].monsters.some((m) => m?.maximum)).toBe(true);
    const done = replaySession(puzzleStart(p).state, line);
    if (!done) throw new Error('line refused');
    expect(judge(p.goal, goalStart(start), done)).toBe('met');
  });

  it('gives no position when the engine refuses a kept action (the puzzle file changed)', () => {
    expect(replaySession(start, [{ type: 'attack', attacker: 9999, target: 'direct' }])).toBeNull();
  });

  it('reads back what it wrote, in localStorage and in the IndexedDB cache', () => {
    const s: PuzzleSession = { id: p.id, actions: line.slice(0, 1) as Action[], moves: 1, shown: false, log: [{ id: 1, text: 'You MAXIMUM Summon.', seat: 0, tone: 'plain' }], stats: EMPTY_STATS };
    const local = webStorage(memoryStorage());
    local.saveSession(s);
    expect(local.session()).toEqual(s);
    local.saveSession(null);
    expect(local.session()).toBeNull();
    const writes: unknown[] = [];
    const cached = cachedStorage({ progress: {}, imported: [], session: readSession(s) }, (what, value) => {
      writes.push([what, value]);
      return Promise.resolve({ kept: true });
    });
    expect(cached.session()).toEqual(s);
    cached.saveSession(null);
    expect(cached.session()).toBeNull();
    expect(writes).toEqual([['session', null]]);
  });

  it('refuses a damaged record: no id, actions that are not actions, a negative count, a bad log line or statistics, too deep', () => {
    const ok = { id: 'x', actions: [], moves: 0, shown: false, log: [], stats: EMPTY_STATS };
    expect(readSession(ok)).toEqual(ok);
    expect(readSession({ ...ok, id: 3 })).toBeNull();
    expect(readSession({ ...ok, actions: [{ kind: 'summon' }] })).toBeNull();
    expect(readSession({ ...ok, moves: -1 })).toBeNull();
    expect(readSession({ ...ok, shown: 'yes' })).toBeNull();
    expect(readSession({ ...ok, log: [{ text: 'no id' }] })).toBeNull();
    expect(readSession({ ...ok, stats: {} })).toBeNull();
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { type: 'x', a: deep };
    expect(readSession({ ...ok, actions: [deep] })).toBeNull();
    expect(readSession(null)).toBeNull();
  });
});
