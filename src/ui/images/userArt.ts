// The player's own card pictures ("Use my card images"), as object URLs by card id. This
// module is all the first screen carries of the feature: the images themselves, their
// storage and the importer load on demand (imageStore.ts, importImages.ts), and only when
// this browser has stored some (a flag in localStorage says so before IndexedDB is opened;
// main.tsx reads it and imports imageStore.ts, which fills `userArt` and calls its listeners).
import { useSyncExternalStore } from 'react';

export const USER_ART_FLAG = 'rush-duel-card-images';

export const userArt = { urls: new Map<number, string>(), listeners: new Set<() => void>() };

const subscribe = (f: () => void): (() => void) => {
  userArt.listeners.add(f);
  return () => userArt.listeners.delete(f);
};

/** The picture the player gave for this card, if any. */
export const useUserArt = (id: number): string | undefined => useSyncExternalStore(subscribe, () => userArt.urls.get(id));

/** Whether this browser has stored pictures. */
export function hasUserArt(): boolean {
  try {
    return localStorage.getItem(USER_ART_FLAG) !== null;
  } catch {
    return false; // no localStorage (a private window may refuse it): no stored pictures either
  }
}
