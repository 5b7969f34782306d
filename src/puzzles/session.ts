// The puzzle being played, kept so a reload resumes it as a reload resumes a duel: which
// puzzle, every action since its start, and the log. The engine is deterministic (the RNG is in the
// state), so replaying the actions from the puzzle's start rebuilds the very same position
// (replaySession in play.ts). Only the reader is here: boot() reads the stored record.
import type { Action } from '../engine';
import { deeperThan, MAX_RECORD_DEPTH } from '../persist/depth';
import { isCappedActions, isLogEntry, isStats } from '../persist/records';
import type { LogEntry } from '../store/logText';
import type { DuelStats } from '../store/stats';

export interface PuzzleSession {
  id: string;
  /** Every action applied since the puzzle's start, both players' (as the duel store lists them). */
  actions: Action[];
  /** Your own decisions among them (the "best" count of a solve). */
  moves: number;
  /** The solution line was shown on the board: a solve then does not count. */
  shown: boolean;
  /** The duel log and statistics, as a resumed duel keeps them. */
  log: LogEntry[];
  stats: DuelStats;
}

/** A stored session as read back; anything damaged is no session (the list shows instead). */
export function readSession(v: unknown): PuzzleSession | null {
  if (typeof v !== 'object' || v === null || deeperThan(v, MAX_RECORD_DEPTH)) return null;
  const s = v as Record<string, unknown>;
  if (typeof s.id !== 'string' || !isCappedActions(s.actions) || !Number.isInteger(s.moves) || (s.moves as number) < 0 || typeof s.shown !== 'boolean') return null;
  if (!Array.isArray(s.log) || !s.log.every(isLogEntry) || !isStats(s.stats)) return null;
  return { id: s.id, actions: s.actions, moves: s.moves as number, shown: s.shown, log: s.log as LogEntry[], stats: s.stats };
}
