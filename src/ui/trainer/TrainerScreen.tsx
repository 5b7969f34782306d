import { useTrainer } from '../../store/trainerStore';
import { useTrainerView } from '../../store/trainerView';
import { DuelScreen } from '../DuelScreen';
import '../styles/trainer.css';
import { PuzzleList } from './PuzzleList';
import { PuzzleHeading } from './PuzzleHeading';
import { PuzzlePanel } from './PuzzlePanel';
import { SandboxScreen } from '../sandbox/SandboxScreen';

const stay = (): void => undefined;

/** The trainer's screens: the puzzle list, a puzzle on the duel board, or the sandbox. */
export function TrainerScreen() {
  const view = useTrainerView((s) => s.view);
  const duel = useTrainer((s) => s.duel);
  const duelId = useTrainer((s) => s.duelId);
  if (view === 'sandbox') return <SandboxScreen />;
  if (view === 'puzzle' && duel) return <DuelScreen key={duelId} store={duel} panel={<PuzzlePanel />} heading={<PuzzleHeading />} onFinished={stay} />;
  return <PuzzleList />;
}
