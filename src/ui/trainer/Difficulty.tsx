import { MAX_DIFFICULTY } from '../../puzzles/types';
import { useTrainerT } from './useTrainerT';

/** Stars for the eye, words for screen readers. */
export function Difficulty({ value }: { value: number }) {
  const t = useTrainerT();
  return (
    <span className="difficulty" aria-label={t('difficulty', { n: value, max: MAX_DIFFICULTY })} role="img">
      {'★'.repeat(value)}
      <span className="difficulty__off">{'★'.repeat(MAX_DIFFICULTY - value)}</span>
    </span>
  );
}
