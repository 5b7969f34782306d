import { MAX_DIFFICULTY } from '../../puzzles/types';

/** Stars for the eye, words for screen readers. */
export function Difficulty({ value }: { value: number }) {
  return (
    <span className="difficulty" aria-label={`Difficulty ${value} of ${MAX_DIFFICULTY}`} role="img">
      {'★'.repeat(value)}
      <span className="difficulty__off">{'★'.repeat(MAX_DIFFICULTY - value)}</span>
    </span>
  );
}
