// Puzzle progress (solved, attempts, best) and imported puzzles, behind a small interface so
// another storage (the IndexedDB layer of src/persist/) can take over later. The browser
// implementation keeps JSON in localStorage; unreadable data counts as none.
import type { Puzzle } from './types';
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
  saveImported(list: Puzzle[]): void;
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

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): progress just is not kept.
  }
}

export function webStorage(storage: Storage): PuzzleStorage {
  return {
    progress() {
      const v = read(storage, PROGRESS_KEY);
      if (typeof v !== 'object' || v === null) return {};
      return Object.fromEntries(Object.entries(v).filter(([, p]) => isProgress(p))) as Record<string, Progress>;
    },
    saveProgress: (all) => write(storage, PROGRESS_KEY, all),
    imported() {
      const v = read(storage, IMPORTED_KEY);
      if (!Array.isArray(v)) return [];
      return v.flatMap((x) => {
        const c = checkPuzzle(x);
        return c.ok ? [c.puzzle] : [];
      });
    },
    saveImported: (list) => write(storage, IMPORTED_KEY, list),
  };
}
