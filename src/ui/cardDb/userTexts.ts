// The player's own card texts ("Use my card database"), by card id. This module is all the
// first screen carries of the feature: the texts are read from IndexedDB (textStore.ts) the
// first time a card text asks for them, and only when this browser has stored some (a flag in
// localStorage says so before IndexedDB is opened). The SQLite reader loads only for an import.
import { useEffect, useSyncExternalStore } from 'react';

export const USER_TEXTS_FLAG = 'rush-duel-card-texts';

/** A card's name and text as the player's card database has them. */
export interface UserText {
  name: string;
  desc: string;
}

export const userTexts = {
  texts: new Map<number, UserText>(),
  listeners: new Set<() => void>(),
  /** Asked for from IndexedDB (once per page, or again after an import or a removal). */
  asked: false,
};

const subscribe = (f: () => void): (() => void) => {
  userTexts.listeners.add(f);
  return () => userTexts.listeners.delete(f);
};

/** Whether this browser has stored card texts. */
export function hasUserTexts(): boolean {
  try {
    return localStorage.getItem(USER_TEXTS_FLAG) !== null;
  } catch {
    return false;
  }
}

function ask(): void {
  if (userTexts.asked || !hasUserTexts()) return;
  userTexts.asked = true;
  import('./textStore').then(
    (m) => m.showStored(),
    (e: unknown) => {
      userTexts.asked = false;
      console.warn('Your card texts are not shown:', e);
    },
  );
}

/** The text the player's card database gives for this card, if any. */
export function useUserText(id: number): UserText | undefined {
  useEffect(ask, []);
  return useSyncExternalStore(subscribe, () => userTexts.texts.get(id));
}
