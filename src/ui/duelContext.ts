// The duel store of the current duel, handed down by context; components read it through
// selectors so they re-render only when what they show changes.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DuelStore, DuelUi } from '../store/duelStore';

export const DuelContext = createContext<DuelStore | null>(null);

export function useDuelStore(): DuelStore {
  const store = useContext(DuelContext);
  if (!store) throw new Error('useDuel must be used inside a duel');
  return store;
}

export function useDuel<T>(selector: (s: DuelUi) => T): T {
  return useStore(useDuelStore(), selector);
}
