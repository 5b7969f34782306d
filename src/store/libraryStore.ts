// The player's saved decks and the storage notices, backed by src/persist. The store works
// before storage answers and without it: writes then simply are not kept.
import { create } from 'zustand';
import type { SavedDeck } from '../decks/types';
import type { ReplayRecord } from '../persist/records';
import type { DuelStore } from './duelStore';
import type { Persistence } from '../persist/storage';
import type { Msg } from '../i18n/msg';

export interface Library {
  decks: SavedDeck[];
  /** Storage problems to show the player (damaged data, storage unavailable): a message shown in the player's language, or a text already worded. */
  notices: Array<string | Msg>;
  /** Storage has been read (or found missing). */
  ready: boolean;
  /** The replay just saved, and the duel it records (for the end screen). */
  lastReplay: { duel: DuelStore; replay: ReplayRecord } | null;
  saveDeck(d: SavedDeck): void;
  deleteDeck(id: string): void;
  notify(message: string | Msg): void;
  dismiss(message: string | Msg): void;
}

/** One notice is shown once: the same text, or the same message with the same values. */
export const noticeKey = (n: string | Msg): string => (typeof n === 'string' ? n : JSON.stringify(n));
const sameNotice = (a: string | Msg, b: string | Msg): boolean => noticeKey(a) === noticeKey(b);

let storage: Persistence | null = null;

export function setStorage(p: Persistence): void {
  storage = p;
}

export function getStorage(): Persistence | null {
  return storage;
}

export const useLibrary = create<Library>()((set) => ({
  decks: [],
  notices: [],
  ready: false,
  lastReplay: null,
  saveDeck(d) {
    set((s) => ({ decks: [d, ...s.decks.filter((x) => x.id !== d.id)] }));
    void storage?.putDeck(d);
  },
  deleteDeck(id) {
    set((s) => ({ decks: s.decks.filter((x) => x.id !== id) }));
    void storage?.deleteDeck(id);
  },
  notify: (message) => set((s) => ({ notices: s.notices.some((n) => sameNotice(n, message)) ? s.notices : [...s.notices, message] })),
  dismiss: (message) => set((s) => ({ notices: s.notices.filter((n) => !sameNotice(n, message)) })),
}));

/** A fresh id for a saved deck or replay. */
export function newId(prefix: string): string {
  const rnd = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `${prefix}-${rnd}`;
}
