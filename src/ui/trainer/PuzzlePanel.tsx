import { puzzleJson } from '../../puzzles/validate';
import { goalText } from '../../solver';
import { NO_PROGRESS, useTrainer } from '../../store/trainerStore';
import { Difficulty } from './Difficulty';
import { downloadText } from './files';

const HINT_BUTTON = ['Hint: is there a line?', 'Hint: next card to play', 'Hint: show me the line', 'Hint: line shown'];

/** Briefing, goal status, hints, reset and export, beside the board. */
export function PuzzlePanel() {
  const puzzle = useTrainer((s) => s.puzzle);
  const verdict = useTrainer((s) => s.verdict);
  const hint = useTrainer((s) => s.hint);
  const replaying = useTrainer((s) => s.replaying);
  const progress = useTrainer((s) => (s.puzzle ? (s.progress[s.puzzle.id] ?? NO_PROGRESS) : NO_PROGRESS));
  const { askHint, reset, open } = useTrainer.getState();
  if (!puzzle) return null;
  const status =
    verdict === 'met' ? (replaying ? 'Goal reached by the shown line. Reset to solve it yourself.' : 'Solved! Goal reached.') : verdict === 'failed' ? 'Not solved: the goal can no longer be reached. Reset to try again.' : 'Goal not reached yet.';

  return (
    <section className={`puzzle-panel puzzle-panel--${verdict}`} aria-labelledby="puzzle-title">
      <div className="puzzle-panel__head">
        <h2 id="puzzle-title" className="puzzle-panel__title">
          {puzzle.title}
        </h2>
        <Difficulty value={puzzle.difficulty} />
      </div>
      <p className="puzzle-panel__briefing">{puzzle.briefing}</p>
      <p className="puzzle-panel__goal">
        <strong>Goal:</strong> {goalText(puzzle.goal)}
      </p>
      <p className="puzzle-panel__status" role="status">
        {status}
      </p>
      <p className="puzzle-panel__progress">
        Attempts {progress.attempts}
        {progress.best !== null ? ` · best ${progress.best} moves` : ''}
      </p>
      <div className="puzzle-panel__buttons">
        <button type="button" className="button" onClick={askHint} disabled={hint.busy || verdict !== 'open' || hint.tier >= 3}>
          {HINT_BUTTON[hint.tier]}
        </button>
        <button type="button" className="button" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--quiet" onClick={() => downloadText(`${puzzle.id}.json`, puzzleJson(puzzle))}>
          Export
        </button>
        <button type="button" className="button button--quiet" onClick={() => open('list')}>
          Puzzles
        </button>
      </div>
      <p className="puzzle-panel__hint" aria-live="polite">
        {hint.text}
        {hint.busy && hint.nodes > 0 ? ` (${hint.nodes.toLocaleString('en-US')} positions)` : ''}
      </p>
      {hint.steps && (
        <ol className="puzzle-panel__line" aria-label="The line">
          {hint.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
