// What is stored, and how a stored value is read back. Every reader checks the shape of
// what it is given: data may be corrupt (a bug, a crash mid-write, hand edits) or older.
import { type Action, type Seat } from '../engine';
import type { DuelSetup } from '../store/duelSetup';
import type { LogEntry } from '../store/logText';
import type { DuelStats } from '../store/stats';
import type { SavedDeck } from '../decks/types';
import { poolCard } from '../cards/pool';

/** A finished duel: enough to play it again with runReplay. */
export interface ReplayRecord {
  id: string;
  /** When it ended, ms since 1970. */
  finished: number;
  engine: string;
  seed: number;
  decks: [{ main: number[]; extra: number[] }, { main: number[]; extra: number[] }];
  names: [string, string];
  actions: Action[];
  /** Conceding is not an engine action: the seat that conceded after the last action. */
  concededBy: Seat | null;
  winner: Seat | 'draw' | null;
  turns: number;
}

/** The duel in progress, saved after every settled step. */
export interface DuelRecord {
  savedAt: number;
  setup: DuelSetup;
  /** The engine's serialize() text. */
  state: string;
  log: LogEntry[];
  actions: Action[];
  stats: DuelStats;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));
const isActions = (v: unknown): v is Action[] => Array.isArray(v) && v.every((a) => isObj(a) && typeof a.type === 'string');

export type Read<T> = { ok: true; value: T; note?: string } | { ok: false; why: string };

/** A saved deck; unknown card ids are dropped (and said so), the rest of the deck is kept. */
export function readDeck(raw: unknown): Read<SavedDeck> {
  if (!isObj(raw) || typeof raw.id !== 'string' || raw.id === '') return { ok: false, why: 'a saved deck has no id' };
  const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name.slice(0, 60) : 'Untitled deck';
  let dropped = 0;
  const list = (v: unknown): number[] | null => {
    if (v === undefined) return [];
    if (!isIdList(v)) return null;
    const known = v.filter((id) => !!poolCard(id));
    dropped += v.length - known.length;
    return known;
  };
  const main = list(raw.main);
  const extra = list(raw.extra);
  const side = list(raw.side);
  if (!main || !extra || !side) return { ok: false, why: `the saved deck "${name}" is damaged (its card lists are not lists of ids)` };
  const updated = typeof raw.updated === 'number' ? raw.updated : 0;
  const value: SavedDeck = { id: raw.id, name, main, extra, side, updated };
  return dropped > 0 ? { ok: true, value, note: `${dropped} unknown card${dropped === 1 ? '' : 's'} removed from "${name}"` } : { ok: true, value };
}

const isDeckPair = (v: unknown): v is ReplayRecord['decks'] =>
  Array.isArray(v) && v.length === 2 && v.every((d) => isObj(d) && isIdList(d.main) && isIdList(d.extra));

export function readReplay(raw: unknown): Read<ReplayRecord> {
  if (!isObj(raw) || typeof raw.id !== 'string') return { ok: false, why: 'a replay has no id' };
  const ok =
    typeof raw.finished === 'number' &&
    typeof raw.engine === 'string' &&
    Number.isInteger(raw.seed) &&
    isDeckPair(raw.decks) &&
    Array.isArray(raw.names) && raw.names.length === 2 && raw.names.every((n) => typeof n === 'string') &&
    isActions(raw.actions) &&
    (raw.concededBy === null || raw.concededBy === 0 || raw.concededBy === 1) &&
    Number.isInteger(raw.turns);
  return ok ? { ok: true, value: raw as unknown as ReplayRecord } : { ok: false, why: 'a saved replay is damaged' };
}

export function readDuelRecord(raw: unknown): Read<DuelRecord> {
  if (raw === undefined) return { ok: false, why: 'none' };
  const ok =
    isObj(raw) &&
    isObj(raw.setup) &&
    typeof raw.setup.kind === 'string' &&
    typeof raw.state === 'string' &&
    Array.isArray(raw.log) &&
    raw.log.every((l) => isObj(l) && typeof l.text === 'string' && typeof l.id === 'number') &&
    isActions(raw.actions) &&
    isObj(raw.stats);
  return ok ? { ok: true, value: raw as unknown as DuelRecord } : { ok: false, why: 'the saved duel in progress is damaged' };
}
