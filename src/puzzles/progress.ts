// Puzzle progress (solved, attempts, best) and imported puzzles, behind a small interface.
// They are kept in the IndexedDB layer (src/persist, with its failure reporting) through
// cachedStorage; webStorage reads what earlier versions kept in localStorage, once.
import type { Kept } from '../persist/storage';
import type { Puzzle } from './types';
import { readSession, type PuzzleSession } from './session';
import { checkPuzzle } from './validate';

export interface Progress {
  solved: boolean;
  attempts: number;
  /** Fewest of your own decisions in a solving attempt; null until solved. */
  best: number | null;
}

export const NO_PROGRESS: Progress = { solved: false, attempts: 0, best: null };

export interface PuzzleStorage {
  progress(): Record<string, Progress>;
  saveProgress(all: Record<string, Progress>): void;
  imported(): Puzzle[];
  /** Keeps the list at once (imported() returns it); settles with whether it outlives the tab. */
  saveImported(list: Puzzle[]): Promise<Kept>;
  /** The puzzle in progress, to resume after a reload (null: none). */
  session(): PuzzleSession | null;
  saveSession(s: PuzzleSession | null): void;
}

export function recordAttempt(all: Record<string, Progress>, id: string): Record<string, Progress> {
  const p = all[id] ?? NO_PROGRESS;
  return { ...all, [id]: { ...p, attempts: p.attempts + 1 } };
}

export function recordSolved(all: Record<string, Progress>, id: string, moves: number): Record<string, Progress> {
  const p = all[id] ?? NO_PROGRESS;
  return { ...all, [id]: { ...p, solved: true, best: p.best === null ? moves : Math.min(p.best, moves) } };
}

const PROGRESS_KEY = 'rush-duel.puzzles.progress.v1';
const IMPORTED_KEY = 'rush-duel.puzzles.imported.v1';
const SESSION_KEY = 'rush-duel.puzzles.session.v1';

function isProgress(v: unknown): v is Progress {
  const p = v as Progress;
  return typeof p === 'object' && p !== null && typeof p.solved === 'boolean' && Number.isInteger(p.attempts) && (p.best === null || Number.isInteger(p.best));
}

function read(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): Kept {
  try {
    storage.setItem(key, JSON.stringify(value));
    return { kept: true };
  } catch (e) {
    // Storage full or disabled (private mode): not kept, and the caller says so.
    return { kept: false, why: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

export function webStorage(storage: Storage): PuzzleStorage {
  return {
    progress() {
      const v = read(storage, PROGRESS_KEY);
      if (typeof v !== 'object' || v === null) return {};
      return Object.fromEntries(Object.entries(v).filter(([, p]) => isProgress(p))) as Record<string, Progress>;
    },
    saveProgress: (all) => void write(storage, PROGRESS_KEY, all),
    imported() {
      const v = read(storage, IMPORTED_KEY);
      if (!Array.isArray(v)) return [];
      return v.flatMap((x) => {
        const c = checkPuzzle(x);
        return c.ok ? [c.puzzle] : [];
      });
    },
    saveImported: (list) => Promise.resolve(write(storage, IMPORTED_KEY, list)),
    session: () => readSession(read(storage, SESSION_KEY)),
    saveSession: (v) => void write(storage, SESSION_KEY, v),
  };
}

/** What earlier versions kept in localStorage (read once, to take it over). */
export function legacyPuzzleData(storage: Storage): { progress: Record<string, Progress>; imported: Puzzle[] } | null {
  if (storage.getItem(PROGRESS_KEY) === null && storage.getItem(IMPORTED_KEY) === null) return null;
  const w = webStorage(storage);
  return { progress: w.progress(), imported: w.imported() };
}

/** Stored progress as read back: only valid entries count. */
export function readProgress(v: unknown): Record<string, Progress> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, p]) => isProgress(p))) as Record<string, Progress>;
}

/** Stored imported puzzles as read back: each checked again, bad ones left out. */
export function readImported(v: unknown): Puzzle[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    const c = checkPuzzle(x);
    return c.ok ? [c.puzzle] : [];
  });
}

/**
 * A PuzzleStorage over what was read, writing every change through `save` (the IndexedDB
 * layer: a failed write is reported there, and the visit goes on in memory).
 */
export function cachedStorage(
  initial: { progress: Record<string, Progress>; imported: Puzzle[]; session?: PuzzleSession | null },
  save: (what: 'progress' | 'imported' | 'session', value: unknown) => Promise<Kept>,
): PuzzleStorage {
  let progress = initial.progress;
  let imported = initial.imported;
  let session = initial.session ?? null;
  return {
    progress: () => progress,
    saveProgress(all) {
      progress = all;
      void save('progress', all);
    },
    imported: () => imported,
    saveImported(list) {
      imported = list;
      return save('imported', list);
    },
    session: () => session,
    saveSession(v) {
      session = v;
      void save('session', v);
    },
  };
}

// The storage boot() sets up once the IndexedDB layer is open (null before).
let current: PuzzleStorage | null = null;
const listeners: (() => void)[] = [];
export function setPuzzleStorage(s: PuzzleStorage): void {
  current = s;
  // A trainer screen already open (a reload lands on #/trainer) reads its list again.
  for (const f of listeners) f();
}
/** Calls f whenever the storage is set up (boot() opens it after the first screen shows). */
export function onPuzzleStorage(f: () => void): void {
  listeners.push(f);
}
export function puzzleStorage(): PuzzleStorage | null {
  return current;
}
