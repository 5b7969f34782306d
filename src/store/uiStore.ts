import { create } from 'zustand';

/**
 * UI-only state. The rules engine is not wired in yet; when it is, the duel
 * state will live next to this store and `startDuel` will create a new duel.
 */
export type DuelStatus = 'idle' | 'requested';

export interface UiState {
  status: DuelStatus;
  startDuel: () => void;
  reset: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  status: 'idle',
  startDuel: () => set({ status: 'requested' }),
  reset: () => set({ status: 'idle' }),
}));
