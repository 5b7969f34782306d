import { describe, expect, it } from 'vitest';
import { allPuzzles, importPuzzle, removePuzzle } from './library';
import { memoryStorage } from './memoryStorage';
import { webStorage } from './progress';
import { puzzleJson } from './validate';

describe('puzzle library', () => {
  it('imports a file (renaming a taken id), refuses a bad one unchanged, and removes imported ones only', () => {
    const s = webStorage(memoryStorage());
    const list = allPuzzles(s);
    const first = list[0];
    if (!first) throw new Error('no puzzles');
    const added = importPuzzle(s, list, puzzleJson(first), 'copy.json');
    expect(added.message).toEqual({ ok: true, text: `Imported "${first.title}".` });
    expect(added.puzzles.at(-1)?.id).toBe(`${first.id}-2`);
    expect(allPuzzles(s)).toHaveLength(list.length + 1);
    const bad = importPuzzle(s, added.puzzles, '{"title": 3}', 'bad.json');
    expect(bad.message.ok).toBe(false);
    expect(bad.message.text).toMatch(/^bad\.json: .*Nothing was imported\.$/);
    expect(bad.puzzles).toEqual(added.puzzles);
    expect(removePuzzle(s, added.puzzles, first.id)).toBeNull();
    expect(removePuzzle(s, added.puzzles, `${first.id}-2`)?.puzzles).toHaveLength(list.length);
    expect(allPuzzles(s)).toHaveLength(list.length);
  });
});
