// A Forbidden & Limited list read back from IndexedDB (it may be damaged).
import type { Banlist } from '../engine/banlist';

/** Checks a stored list (IndexedDB data may be damaged); null when it is not one. */
export function readStoredList(v: unknown): Banlist | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const ids = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));
  if (typeof o.version !== 'string' || !ids(o.forbidden) || !ids(o.limited) || !ids(o.semiLimited)) return null;
  if (o.date !== undefined && typeof o.date !== 'string') return null;
  return { version: o.version, ...(typeof o.date === 'string' ? { date: o.date } : {}), forbidden: o.forbidden, limited: o.limited, semiLimited: o.semiLimited };
}
