// What is stored, and how a stored value is read back. Every reader checks the shape of
// what it is given: data may be corrupt (a bug, a crash mid-write, hand edits) or older.
import { MAX_ACTIONS, MAX_INPUT_CHARS, MAX_PILE, type Action, type Seat } from '../engine';
import type { SavedLogLine, SavedSetup, SavedStats } from './savedDuel';
import type { SavedDeck } from '../decks/types';
import { cardFacts, poolCard, rushShapedId } from '../cards/pool';
import { deeperThan, MAX_RECORD_DEPTH } from './depth';

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
  setup: SavedSetup;
  /** The engine's serialize() text. */
  state: string;
  log: SavedLogLine[];
  actions: Action[];
  stats: SavedStats;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));
const isActions = (v: unknown): v is Action[] => Array.isArray(v) && v.every((a) => isObj(a) && typeof a.type === 'string');

export type Read<T> = { ok: true; value: T; note?: string } | { ok: false; why: string };

/**
 * A saved deck; unknown card ids are dropped (and said so), the rest of the deck is kept. A
 * card of the catalog (not playable yet) stays, also before the catalog has loaded.
 */
export function readDeck(raw: unknown): Read<SavedDeck> {
  if (!isObj(raw) || typeof raw.id !== 'string' || raw.id === '') return { ok: false, why: 'a saved deck has no id' };
  if (deeperThan(raw, MAX_RECORD_DEPTH)) return { ok: false, why: 'a saved deck is damaged (it nests too deep)' };
  const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name.slice(0, 60) : 'Untitled deck';
  let dropped = 0;
  const list = (v: unknown): number[] | null => {
    if (v === undefined) return [];
    if (!isIdList(v)) return null;
    const known = v.filter((id) => !!poolCard(id) || !!cardFacts(id) || rushShapedId(id));
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

const SEED_MAX = 0xffffffff;
/** A seed the engine takes: a whole number from 0 to 2^32-1. */
export const isSeed = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= SEED_MAX;
export const isPile = (v: unknown): v is number[] => isIdList(v) && v.length <= MAX_PILE;
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isSeatOrNull = (v: unknown): boolean => v === null || v === 0 || v === 1;
const isLevel = (v: unknown): boolean => v === 'easy' || v === 'normal' || v === 'hard';
const isDeckPair = (v: unknown): v is ReplayRecord['decks'] =>
  Array.isArray(v) && v.length === 2 && v.every((d) => isObj(d) && isPile(d.main) && isPile(d.extra));
const isNamedDeck = (v: unknown): boolean => isObj(v) && typeof v.name === 'string' && isPile(v.main) && isPile(v.extra);
export const isCappedActions = (v: unknown): v is Action[] => Array.isArray(v) && v.length <= MAX_ACTIONS && isActions(v);

/** The first field of `raw` that fails its check, or null. Checks run in order. */
function firstBad(raw: Obj, checks: Record<string, (v: unknown) => boolean>): string | null {
  for (const [k, ok] of Object.entries(checks)) if (!ok(raw[k])) return k;
  return null;
}

/** The first field of a stored replay that fails its check ("id" when it has none, "depth" when it nests too deep), or null. */
export function replayProblem(raw: unknown): string | null {
  if (!isObj(raw) || typeof raw.id !== 'string') return 'id';
  if (deeperThan(raw, MAX_RECORD_DEPTH)) return 'depth';
  return firstBad(raw, {
    finished: (v) => typeof v === 'number' && Number.isFinite(v),
    engine: (v) => typeof v === 'string',
    seed: isSeed,
    decks: isDeckPair,
    names: (v) => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'string'),
    actions: isCappedActions,
    concededBy: isSeatOrNull,
    winner: (v) => isSeatOrNull(v) || v === 'draw',
    turns: isCount,
  });
}

export function readReplay(raw: unknown): Read<ReplayRecord> {
  const bad = replayProblem(raw);
  if (bad === null) return { ok: true, value: raw as ReplayRecord };
  if (bad === 'id') return { ok: false, why: 'a replay has no id' };
  return { ok: false, why: bad === 'depth' ? 'a saved replay is damaged (it nests too deep)' : `a saved replay is damaged (its "${bad}")` };
}

/** Every kind of duel setup with every field it has (SavedSetup, ./savedDuel.ts). */
function setupProblem(v: unknown): string | null {
  if (!isObj(v)) return 'setup';
  const common = { level: isLevel };
  switch (v.kind) {
    case 'preset':
      return firstBad(v, { ...common, myDeck: (x) => typeof x === 'string', aiDeck: (x) => typeof x === 'string', seed: isSeed });
    case 'decks':
      return firstBad(v, { ...common, my: isNamedDeck, ai: isNamedDeck, seed: isSeed });
    case 'replay':
      return firstBad(v, {
        ...common, seed: isSeed, decks: (x) => Array.isArray(x) && x.length === 2 && x.every(isNamedDeck), actions: isCappedActions,
      });
    case 'scenario':
      return firstBad(v, { ...common, text: (x) => typeof x === 'string' && x.length <= MAX_INPUT_CHARS });
    default:
      return 'kind';
  }
}

const TONES = ['turn', 'plain', 'battle', 'damage', 'win', 'ai'];
export const isLogEntry = (l: unknown): boolean =>
  isObj(l) &&
  typeof l.id === 'number' &&
  typeof l.text === 'string' &&
  isSeatOrNull(l.seat ?? null) &&
  (l.tone === undefined || TONES.includes(l.tone as string)) &&
  (l.msg === undefined || isObj(l.msg)) &&
  (l.why === undefined || typeof l.why === 'string' || isObj(l.why));
const isPair = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0);

/** A duel's statistics as stored: each count a pair, one per seat. */
export const isStats = (v: unknown): v is SavedStats => isObj(v) && ['damageTaken', 'summons', 'destroyed', 'attacks'].every((k) => isPair(v[k]));

export function readDuelRecord(raw: unknown): Read<DuelRecord> {
  if (raw === undefined) return { ok: false, why: 'none' };
  if (!isObj(raw)) return { ok: false, why: 'the saved duel in progress is damaged' };
  // A log message is rendered by a recursive walk: nothing nested deeper than the app writes gets that far.
  if (deeperThan(raw, MAX_RECORD_DEPTH)) return { ok: false, why: 'the saved duel in progress is damaged (it nests too deep)' };
  const setup = setupProblem(raw.setup);
  if (setup !== null) return { ok: false, why: `the saved duel in progress is damaged (its setup.${setup === 'setup' ? 'kind' : setup})` };
  const bad = firstBad(raw, {
    state: (v) => typeof v === 'string',
    log: (v) => Array.isArray(v) && v.every(isLogEntry),
    actions: isCappedActions,
    stats: isStats,
  });
  return bad === null ? { ok: true, value: raw as unknown as DuelRecord } : { ok: false, why: `the saved duel in progress is damaged (its "${bad}")` };
}
