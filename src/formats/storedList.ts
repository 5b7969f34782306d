// A Forbidden & Limited list read back from IndexedDB (it may be damaged).
import type { Banlist } from '../engine/play';

/**
 * The most cards one list keeps. A real list names about 3,400 (a whitelist names every card
 * with its count); every deck check looks a card up in the list, so a list of 166,000 slowed the
 * deck builder's searches by a second. Here, not in lflist.ts: this file loads at start.
 */
export const MAX_ENTRIES = 5_000;

/** Checks a stored list (IndexedDB data may be damaged); null when it is not one. */
export function readStoredList(v: unknown): Banlist | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const ids = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));
  if (typeof o.version !== 'string' || !ids(o.forbidden) || !ids(o.limited) || !ids(o.semiLimited)) return null;
  if (o.date !== undefined && typeof o.date !== 'string') return null;
  // A list stored before imports were capped keeps its strictest MAX_ENTRIES cards.
  let room = MAX_ENTRIES;
  const keep = (list: number[]): number[] => {
    const kept = list.length <= room ? list : list.slice(0, room);
    room -= kept.length;
    return kept;
  };
  return { version: o.version, ...(typeof o.date === 'string' ? { date: o.date } : {}), forbidden: keep(o.forbidden), limited: keep(o.limited), semiLimited: keep(o.semiLimited) };
}
