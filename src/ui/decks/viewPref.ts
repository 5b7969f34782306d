// The card browser's results view (card grid or compact list), remembered in this browser.
import { create } from 'zustand';
import type { ResultsMode } from './CardGrid';

const KEY = 'rush-duel-results-view';

function read(): ResultsMode {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export const useResultsView = create<{ mode: ResultsMode; set(mode: ResultsMode): void }>()((set) => ({
  mode: read(),
  set(mode) {
    try {
      localStorage.setItem(KEY, mode);
    } catch {
      // Not remembered (storage refused); the choice holds for this visit.
    }
    set({ mode });
  },
}));
