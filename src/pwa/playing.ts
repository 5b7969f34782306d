// Is a board in play: a duel, or a puzzle or the sandbox of the trainer? A new version of
// the app waits until none is (UpdatePrompt, register.ts).
import { useApp } from '../store/appStore';
import { useTrainerView, type TrainerView } from '../store/trainerView';

const onBoard = (view: TrainerView): boolean => view === 'puzzle' || view === 'sandbox';

export function playing(): boolean {
  return useApp.getState().screen === 'duel' || onBoard(useTrainerView.getState().view);
}

export function usePlaying(): boolean {
  const duel = useApp((s) => s.screen === 'duel');
  const board = useTrainerView((s) => onBoard(s.view));
  return duel || board;
}

/** Runs `run` now if no board is in play, else as soon as none is. */
export function whenNotPlaying(run: () => void): void {
  if (!playing()) {
    run();
    return;
  }
  const check = (): void => {
    if (playing()) return;
    stopApp();
    stopTrainer();
    run();
  };
  const stopApp = useApp.subscribe(check);
  const stopTrainer = useTrainerView.subscribe(check);
}
