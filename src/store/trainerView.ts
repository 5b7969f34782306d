// Which trainer screen is up, if any. Kept apart from the trainer store so the start screen
// can open the trainer without loading it: the trainer (puzzles, solver, sandbox) is a lazy chunk.
import { create } from 'zustand';

export type TrainerView = 'list' | 'puzzle' | 'sandbox' | null;

export const useTrainerView = create<{ view: TrainerView; show(view: TrainerView): void }>()((set) => ({
  view: null,
  show: (view) => set({ view }),
}));
