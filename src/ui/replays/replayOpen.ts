// The replay open in the viewer (from the list, a file or a #replay= link).
import { create } from 'zustand';
import type { ReplayRecord } from '../../persist/records';

export const useReplayOpen = create<{ replay: ReplayRecord | null; show(r: ReplayRecord | null): void }>()((set) => ({
  replay: null,
  show: (replay) => set({ replay }),
}));
