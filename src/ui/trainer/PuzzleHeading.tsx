import { useTrainer } from '../../store/trainerStore';

const WORDS = { open: 'Puzzle', met: 'Goal reached', failed: 'Not solved' } as const;

/** The puzzle and its goal status in the top bar, visible above the board on phones too. */
export function PuzzleHeading() {
  const title = useTrainer((s) => s.puzzle?.title ?? '');
  const verdict = useTrainer((s) => s.verdict);
  return (
    <p className="duel__matchup">
      <span className={`puzzle-verdict puzzle-verdict--${verdict}`}>{WORDS[verdict]}</span> · {title}
    </p>
  );
}
