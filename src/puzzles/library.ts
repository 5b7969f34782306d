// The puzzle list: the built-in puzzles plus imported ones, and importing or removing a file.
// Pure over a PuzzleStorage, so the trainer store only forwards its results.
import { builtinPuzzles } from './builtin';
import type { PuzzleStorage } from './progress';
import type { Puzzle } from './types';
import { parsePuzzle } from './validate';

export interface LibraryChange {
  puzzles: Puzzle[];
  message: { ok: boolean; text: string };
}

export function allPuzzles(storage: PuzzleStorage): Puzzle[] {
  return [...builtinPuzzles(), ...storage.imported()];
}

/** Adds the puzzle in `text`, renamed if its id is taken; a bad file changes nothing. */
export function importPuzzle(storage: PuzzleStorage, current: readonly Puzzle[], text: string, fileName: string): LibraryChange {
  const c = parsePuzzle(text);
  if (!c.ok) return { puzzles: [...current], message: { ok: false, text: `${fileName}: ${c.error}. Nothing was imported.` } };
  const taken = new Set(current.map((p) => p.id));
  let id = c.puzzle.id;
  for (let n = 2; taken.has(id); n++) id = `${c.puzzle.id}-${n}`;
  const puzzle = { ...c.puzzle, id };
  storage.saveImported([...storage.imported(), puzzle]);
  return { puzzles: [...current, puzzle], message: { ok: true, text: `Imported "${puzzle.title}".` } };
}

/** Removes an imported puzzle; built-in ones are not removable (null). */
export function removePuzzle(storage: PuzzleStorage, current: readonly Puzzle[], id: string): LibraryChange | null {
  const imported = storage.imported();
  const gone = imported.find((p) => p.id === id);
  if (!gone) return null;
  storage.saveImported(imported.filter((p) => p.id !== id));
  return { puzzles: current.filter((p) => p.id !== id), message: { ok: true, text: `Removed "${gone.title}".` } };
}
