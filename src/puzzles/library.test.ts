import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { memoryBackend, type Backend } from '../persist/backend';
import { META } from '../persist/schema';
import { openPersistence, Persistence } from '../persist/storage';
import { allPuzzles, importPuzzle, removePuzzle } from './library';
import { memoryStorage } from './memoryStorage';
import { cachedStorage, webStorage, type PuzzleStorage } from './progress';
import { puzzleJson } from './validate';

/** The trainer's storage over the IndexedDB layer, wired as boot() wires it. */
const overPersistence = (p: Persistence): PuzzleStorage =>
  cachedStorage({ progress: {}, imported: [] }, (what, value) => p.putMetaKept(what === 'progress' ? META.puzzleProgress : what === 'imported' ? META.puzzleImports : META.puzzleSession, value));

const firstPuzzle = (s: PuzzleStorage) => {
  const p = allPuzzles(s)[0];
  if (!p) throw new Error('no puzzles');
  return p;
};

describe('puzzle library', () => {
  it('imports a file (renaming a taken id), refuses a bad one unchanged, and removes imported ones only', async () => {
    const s = webStorage(memoryStorage());
    const list = allPuzzles(s);
    const first = firstPuzzle(s);
    const added = await importPuzzle(s, list, puzzleJson(first), 'copy.json');
    expect(added.message).toEqual({ ok: true, text: `Imported "${first.title}".` });
    expect(added.puzzles.at(-1)?.id).toBe(`${first.id}-2`);
    expect(allPuzzles(s)).toHaveLength(list.length + 1);
    const bad = await importPuzzle(s, added.puzzles, '{"title": 3}', 'bad.json');
    expect(bad.message.ok).toBe(false);
    expect(bad.message.text).toMatch(/^bad\.json: .*Nothing was imported\.$/);
    expect(bad.puzzles).toEqual(added.puzzles);
    expect(await removePuzzle(s, added.puzzles, first.id)).toBeNull();
    expect((await removePuzzle(s, added.puzzles, `${first.id}-2`))?.puzzles).toHaveLength(list.length);
    expect(allPuzzles(s)).toHaveLength(list.length);
  });

  it('says "Imported" once the database has kept the puzzle, and a reload reads it back', async () => {
    const factory = new IDBFactory();
    const reports: string[] = [];
    const s = overPersistence(await openPersistence(factory, (m) => reports.push(m)));
    const first = firstPuzzle(s);
    const r = await importPuzzle(s, allPuzzles(s), puzzleJson(first), 'copy.json');
    expect(r.message).toEqual({ ok: true, text: `Imported "${first.title}".` });
    const again = await openPersistence(factory, (m) => reports.push(m));
    expect(await again.getMeta(META.puzzleImports)).toEqual([r.puzzles.at(-1)]);
    expect(reports).toEqual([]);
  });

  it('when the write fails (quota), says at once that the puzzle is kept for this visit only, and keeps it in memory to download', async () => {
    const real = memoryBackend();
    const full: Backend = { ...real, kind: 'indexeddb', put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
    const reports: string[] = [];
    const p = new Persistence(full, (m) => reports.push(m));
    const s = overPersistence(p);
    const first = firstPuzzle(s);
    const r = await importPuzzle(s, allPuzzles(s), puzzleJson(first), 'copy.json');
    const puzzle = r.puzzles.at(-1);
    const why = 'QuotaExceededError: The quota has been exceeded.';
    expect(r.message).toEqual({
      ok: false,
      text: `Imported "${first.title}" for this visit only: it could not be saved (${why}). Download it to keep it.`,
      unsaved: { kind: 'import', puzzle, why },
    });
    // Still listed for this visit, and still in the in-memory copy storage carries on with.
    expect(allPuzzles(s)).toContainEqual(puzzle);
    expect(await p.getMeta(META.puzzleImports)).toEqual([puzzle]);
    expect(reports).toHaveLength(1);
    // A later change is not "saved" either: the removal says so too.
    const removed = await removePuzzle(s, r.puzzles, puzzle?.id ?? '');
    expect(removed?.message).toMatchObject({ ok: false, unsaved: { kind: 'remove', why } });
  });

  it('before the database opens (localStorage), a full storage is told the same way', async () => {
    const local = memoryStorage();
    local.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const s = webStorage(local);
    const first = firstPuzzle(s);
    const r = await importPuzzle(s, allPuzzles(s), puzzleJson(first), 'copy.json');
    expect(r.message).toMatchObject({ ok: false, unsaved: { kind: 'import', why: 'QuotaExceededError: The quota has been exceeded.' } });
  });
});
