import { describe, expect, it } from 'vitest';
import { NO_PROGRESS, recordAttempt, recordSolved, webStorage } from './progress';
import { builtinPuzzles } from './builtin';
import { memoryStorage } from './memoryStorage';

describe('puzzle progress', () => {
  it('counts attempts and keeps the best (fewest moves) solve', () => {
    let all = recordAttempt({}, 'p');
    all = recordAttempt(all, 'p');
    all = recordSolved(all, 'p', 7);
    all = recordSolved(all, 'p', 9);
    expect(all.p).toEqual({ solved: true, attempts: 2, best: 7 });
    expect(all.q ?? NO_PROGRESS).toEqual({ solved: false, attempts: 0, best: null });
  });

  it('survives a reload through storage, and ignores unreadable data', () => {
    const storage = memoryStorage();
    const s = webStorage(storage);
    s.saveProgress(recordSolved({}, 'p', 3));
    expect(webStorage(storage).progress()).toEqual({ p: { solved: true, attempts: 0, best: 3 } });
    storage.setItem('rush-duel.puzzles.progress.v1', '{broken');
    expect(s.progress()).toEqual({});
  });

  it('keeps imported puzzles, dropping any that no longer validate', () => {
    const storage = memoryStorage();
    const s = webStorage(storage);
    const p = builtinPuzzles()[0];
    if (!p) throw new Error('no puzzles');
    s.saveImported([p]);
    const raw = JSON.parse(storage.getItem('rush-duel.puzzles.imported.v1') as string) as unknown[];
    storage.setItem('rush-duel.puzzles.imported.v1', JSON.stringify([...raw, { title: 'bad' }]));
    expect(s.imported()).toEqual([p]);
  });
});
