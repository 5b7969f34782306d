// The duel's log book: numbers its lines, words each action's events (with the AI's reason)
// and the human's own notes as messages, rendered later in the player's language.
import type { DuelEvent, DuelState } from '../../engine/play';
import { english, msg, type Msg, type StringKey } from '../../i18n';
import { AI, HUMAN } from '../locate';
import { LOG_KEEP, logLines, type LogEntry } from '../logText';

/** The store's own lines (not from engine events): their message keys. */
export type NoteKey = Extract<StringKey, 'log.autoPassed' | 'log.undone' | 'log.redone' | 'log.switchedBranch'>;

export interface DuelLog {
  /** The next line number (beats share the numbering). */
  nextId(): number;
  /** The last number handed out (it varies the AI's seed from move to move). */
  lastId(): number;
  /** The opening lines of a new duel (the human's own draws only). */
  opening(state: DuelState, events: readonly DuelEvent[]): LogEntry[];
  /** The lines of one action's events; the AI's reason goes on its first line. */
  lines(before: DuelState, after: DuelState, events: readonly DuelEvent[], why?: Msg | null): LogEntry[];
  /** A line of the human's own doing that no engine event tells (an auto-pass, an undo). */
  note(key: NoteKey): LogEntry;
}

/** A log book numbering on from the lines it resumes. */
export function duelLog(resumed?: readonly LogEntry[]): DuelLog {
  let ids = resumed ? Math.max(0, ...resumed.map((l) => l.id)) : 0;
  const nextId = (): number => ++ids;
  return {
    nextId,
    lastId: () => ids,
    opening: (state, events) => logLines(state, state, events.filter((e) => e.type !== 'draw' || e.player === HUMAN), nextId).slice(-30),
    lines(before, after, events, why = null) {
      const out = logLines(before, after, events, nextId);
      const first = out[0];
      if (why && first) out[0] = { ...first, why };
      else if (why) out.push({ id: nextId(), text: english(why), msg: why, seat: AI, tone: 'ai' });
      return out;
    },
    note(key) {
      const m = msg(key);
      return { id: nextId(), text: english(m), msg: m, seat: HUMAN, tone: 'plain' };
    },
  };
}

/** The log with more lines at its end, keeping its last LOG_KEEP. */
export const appendLog = (log: LogEntry[], more: readonly LogEntry[]): LogEntry[] => (more.length ? [...log, ...more].slice(-LOG_KEEP) : log);
