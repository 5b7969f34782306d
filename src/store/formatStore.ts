// The format decks are checked against (start screen, deck builder, match setup) and the
// Forbidden & Limited list in use: the shipped one, or one imported from an EDOPro
// .lflist.conf file (kept in IndexedDB, meta 'formats'). A bad file changes nothing.
import { useMemo } from 'react';
import { create } from 'zustand';
import type { Banlist, DeckFormat } from '../engine/play';
import { DEFAULT_FORMAT, formatOf, isFormatId, type FormatId } from '../formats/formats';
import { readStoredList } from '../formats/storedList';
import { getStorage } from './libraryStore';

export const FORMATS_KEY = 'formats';

export interface Formats {
  formatId: FormatId;
  /** A list imported by the player, used by "Rush (current list)" instead of the shipped one. */
  imported: Banlist | null;
  format(): DeckFormat;
  choose(id: FormatId): void;
  /**
   * Reads a .lflist.conf text; returns the error (nothing changed), or how many cards past the
   * cap were left out (0 for a real list) when the list is in use.
   */
  importList(text: string): Promise<{ error: string } | { cut: number }>;
  /** Back to the list that ships with the app. */
  useShipped(): void;
}

function save(s: Pick<Formats, 'formatId' | 'imported'>): void {
  void getStorage()?.putMeta(FORMATS_KEY, { formatId: s.formatId, imported: s.imported });
}

export const useFormats = create<Formats>()((set, get) => ({
  formatId: DEFAULT_FORMAT,
  imported: null,
  format: () => formatOf(get().formatId, get().imported),
  choose(formatId) {
    set({ formatId });
    save(get());
  },
  async importList(text) {
    const [{ readLflist }, { firstPrinting }] = await Promise.all([import('../formats/lflist'), import('../formats/aliases')]);
    const r = readLflist(text, firstPrinting);
    if (!r.ok) return { error: r.error };
    set({ imported: r.list, formatId: 'rush' });
    save(get());
    return { cut: r.cut };
  },
  useShipped() {
    set({ imported: null });
    save(get());
  },
}));

/** What boot() read back; a damaged record is ignored (the shipped list is used). */
export function restoreFormats(raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  const o = raw as Record<string, unknown>;
  useFormats.setState({ formatId: isFormatId(o.formatId) ? o.formatId : DEFAULT_FORMAT, imported: o.imported == null ? null : readStoredList(o.imported) });
}

/** The format in use, as a stable object (changes only when the choice or the list does). */
export function useFormat(): DeckFormat {
  const id = useFormats((s) => s.formatId);
  const imported = useFormats((s) => s.imported);
  return useMemo(() => formatOf(id, imported), [id, imported]);
}
