// Whether a new version of the app is installed and waiting, and how to switch to it.
import { create } from 'zustand';

export interface PwaState {
  /** Set when a new service worker waits: calling it lets that worker take over. */
  activate: (() => void) | null;
  /** The player chose "Later": asked again on the next visit. */
  dismissed: boolean;
  setWaiting(activate: () => void): void;
  dismiss(): void;
}

export const usePwa = create<PwaState>()((set) => ({
  activate: null,
  dismissed: false,
  setWaiting: (activate) => set({ activate, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
}));
