import { useTrainer } from '../../store/trainerStore';
import { usePuzzleWords, useTrainerT } from './useTrainerT';

/** The puzzle and its goal status in the top bar, visible above the board on phones too. */
export function PuzzleHeading() {
  const puzzle = useTrainer((s) => s.puzzle);
  const words = usePuzzleWords();
  const title = puzzle ? words(puzzle).title : '';
  const verdict = useTrainer((s) => s.verdict);
  const t = useTrainerT();
  return (
    <p className="duel__matchup">
      <span className={`puzzle-verdict puzzle-verdict--${verdict}`}>{t(`v.${verdict}`)}</span> · {title}
    </p>
  );
}
