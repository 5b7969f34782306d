// What the import box accepts: a share code (one word) or a deck list.
import { decodeShareCode } from '../../decks/shareCode';
import type { DeckCards } from '../../decks/types';
import type { IoText } from '../../i18n/inputText';
import { readDeckList, type Skipped } from '../../decks/deckText';
import { MAX_LIST_CHARS } from '../../decks/caps';

export type { Skipped };
export type Imported =
  | { ok: true; deck: DeckCards; name: string | null; skipped: Skipped[]; unplayable: number[] }
  | { ok: false; error: IoText; skipped: Skipped[] };

export function readImport(text: string): Imported {
  // The same cap as a file's: a paste box has no size of its own.
  if (text.length > MAX_LIST_CHARS) return { ok: false, error: { key: 'list.textTooLarge', vars: { max: MAX_LIST_CHARS } }, skipped: [] };
  const s = text.trim();
  // A share link pasted whole: take the code after "#deck=".
  const link = /#deck=([A-Za-z0-9_-]+)/.exec(s);
  if (link || (/^[A-Za-z0-9_-]+$/.test(s) && !/^\d+$/.test(s))) {
    const r = decodeShareCode(link?.[1] ?? s);
    return r.ok ? { ok: true, deck: r.deck, name: null, skipped: [], unplayable: [] } : { ok: false, error: r.error, skipped: [] };
  }
  return readDeckList(text);
}
