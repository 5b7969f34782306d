// The formats a deck can be checked against (docs/decks.md): a named rule set of a
// Forbidden & Limited list (or none) and the Legend rule. Pure data and functions.
import type { Banlist, DeckFormat } from '../engine/play';
import shipped from './data/rush-banlist.json';

export type FormatId = 'rush' | 'none';
export const FORMAT_IDS: readonly FormatId[] = ['rush', 'none'];
export const DEFAULT_FORMAT: FormatId = 'rush';

/** The list that ships with the app (brought in from the card data, first-printing ids). */
export const SHIPPED_LIST: Banlist = Object.freeze({
  version: shipped.name,
  date: shipped.date,
  forbidden: Object.freeze([...shipped.forbidden]) as unknown as number[],
  limited: Object.freeze([...shipped.limited]) as unknown as number[],
  semiLimited: Object.freeze([...shipped.semiLimited]) as unknown as number[],
});

export function isFormatId(v: unknown): v is FormatId {
  return v === 'rush' || v === 'none';
}

/** The format for an id; "Rush" uses an imported list when there is one, else the shipped one. */
export function formatOf(id: FormatId, imported: Banlist | null = null): DeckFormat {
  if (id === 'none') return { id, name: 'No list', banlist: null, legendRule: 'current' };
  return { id, name: 'Rush (current list)', banlist: imported ?? SHIPPED_LIST, legendRule: 'current' };
}
