// The puzzle list: the built-in puzzles plus imported ones, and importing or removing a file.
// Pure over a PuzzleStorage, so the trainer store only forwards its results.
import { builtinPuzzles } from './builtin';
import type { PuzzleStorage } from './progress';
import type { Puzzle } from './types';
import { checkPuzzle, parsePuzzle, type Checked } from './validate';
import { isLuaPuzzle, readLuaPuzzle } from './edopro';

/** What the trainer says after an import or removal; `unsaved`: the change lives only in this tab. */
export interface LibraryMessage {
  ok: boolean;
  /** In English (tests, logs); the screen shows `unsaved` in the chosen language. */
  text: string;
  unsaved?: { kind: 'import' | 'remove'; puzzle: Puzzle; why: string };
}

export interface LibraryChange {
  puzzles: Puzzle[];
  message: LibraryMessage;
}

export function allPuzzles(storage: PuzzleStorage): Puzzle[] {
  return [...builtinPuzzles(), ...storage.imported()];
}

/** A puzzle file: the trainer's JSON, or an EDOPro puzzle script read as data. */
function readFile(text: string, fileName: string): Checked {
  if (!isLuaPuzzle(text, fileName)) return parsePuzzle(text);
  const lua = readLuaPuzzle(text, fileName);
  return lua.ok ? checkPuzzle(lua.puzzle) : lua;
}

/**
 * Adds the puzzle in `text`, renamed if its id is taken; a bad file changes nothing. Settles once
 * the list is written: if storage did not keep it, the message says so (the puzzle stays for this
 * visit, and the screen offers it as a file to keep).
 */
export async function importPuzzle(storage: PuzzleStorage, current: readonly Puzzle[], text: string, fileName: string): Promise<LibraryChange> {
  const c = readFile(text, fileName);
  if (!c.ok) return { puzzles: [...current], message: { ok: false, text: `${fileName}: ${c.error}. Nothing was imported.` } };
  const taken = new Set(current.map((p) => p.id));
  let id = c.puzzle.id;
  for (let n = 2; taken.has(id); n++) id = `${c.puzzle.id}-${n}`;
  const puzzle = { ...c.puzzle, id };
  const saved = await storage.saveImported([...storage.imported(), puzzle]);
  const puzzles = [...current, puzzle];
  if (saved.kept) return { puzzles, message: { ok: true, text: `Imported "${puzzle.title}".` } };
  const text2 = `Imported "${puzzle.title}" for this visit only: it could not be saved (${saved.why}). Download it to keep it.`;
  return { puzzles, message: { ok: false, text: text2, unsaved: { kind: 'import', puzzle, why: saved.why } } };
}

/**
 * Imports several files in turn (the trainer's JSON puzzles or EDOPro scripts, picked together or
 * from a zip); one message sums them up, naming each file that was refused and why.
 */
export async function importPuzzles(storage: PuzzleStorage, current: readonly Puzzle[], files: readonly { text: string; name: string }[]): Promise<LibraryChange> {
  let puzzles = [...current];
  const refused: string[] = [];
  let imported = 0;
  for (const f of files) {
    const change = await importPuzzle(storage, puzzles, f.text, f.name);
    // A puzzle kept for this visit only: that message matters more than the sum.
    if (change.message.unsaved || files.length === 1) return change;
    puzzles = change.puzzles;
    if (change.message.ok) imported++;
    else refused.push(change.message.text.replace(/\. Nothing was imported\.$/, ''));
  }
  const shown = refused.slice(0, 5).join('; ');
  const more = refused.length > 5 ? `; and ${refused.length - 5} more` : '';
  const text = `Imported ${imported} of ${files.length} puzzle files.${refused.length ? ` Not imported: ${shown}${more}.` : ''}`;
  return { puzzles, message: { ok: refused.length === 0, text } };
}

/** Removes an imported puzzle; built-in ones are not removable (null). Says so if the removal was not kept. */
export async function removePuzzle(storage: PuzzleStorage, current: readonly Puzzle[], id: string): Promise<LibraryChange | null> {
  const imported = storage.imported();
  const gone = imported.find((p) => p.id === id);
  if (!gone) return null;
  const saved = await storage.saveImported(imported.filter((p) => p.id !== id));
  const puzzles = current.filter((p) => p.id !== id);
  if (saved.kept) return { puzzles, message: { ok: true, text: `Removed "${gone.title}".` } };
  const text = `Removed "${gone.title}" for this visit only: the change could not be saved (${saved.why}).`;
  return { puzzles, message: { ok: false, text, unsaved: { kind: 'remove', puzzle: gone, why: saved.why } } };
}
