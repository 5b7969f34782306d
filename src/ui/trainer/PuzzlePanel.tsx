import { puzzleJson } from '../../puzzles/validate';
import { NO_PROGRESS, useTrainer } from '../../store/trainerStore';
import { Difficulty } from './Difficulty';
import { downloadText } from './files';
import { goalLine } from './goal';
import type { TrainerKey } from './strings';
import { usePuzzleWords, useTrainerT } from './useTrainerT';
import { useSay } from '../useT';

const HINT_BUTTON: TrainerKey[] = ['hint0', 'hint1', 'hint2', 'hint3'];

/** Briefing, goal status, hints, reset and export, beside the board. */
export function PuzzlePanel() {
  const puzzle = useTrainer((s) => s.puzzle);
  const verdict = useTrainer((s) => s.verdict);
  const hint = useTrainer((s) => s.hint);
  const replaying = useTrainer((s) => s.replaying);
  const progress = useTrainer((s) => (s.puzzle ? (s.progress[s.puzzle.id] ?? NO_PROGRESS) : NO_PROGRESS));
  const { askHint, reset, open } = useTrainer.getState();
  const t = useTrainerT();
  const words = usePuzzleWords();
  const say = useSay();
  if (!puzzle) return null;
  const { title, briefing } = words(puzzle);
  const status = t(verdict === 'met' ? (replaying ? 'st.metShown' : 'st.solved') : verdict === 'failed' ? 'st.failed' : 'st.open');

  return (
    <section className={`puzzle-panel puzzle-panel--${verdict}`} aria-labelledby="puzzle-title">
      <div className="puzzle-panel__head">
        <h2 id="puzzle-title" className="puzzle-panel__title">
          {title}
        </h2>
        <Difficulty value={puzzle.difficulty} />
      </div>
      <p className="puzzle-panel__briefing">{briefing}</p>
      <p className="puzzle-panel__goal">
        <strong>{t('goal')}</strong> {goalLine(puzzle.goal, t)}
      </p>
      <p className="puzzle-panel__status" role="status">
        {status}
      </p>
      <p className="puzzle-panel__progress">
        {t('attemptsN', { n: progress.attempts })}
        {progress.best !== null ? t('best', { n: progress.best }) : ''}
      </p>
      <div className="puzzle-panel__buttons">
        {/* A search can take seconds: the button says the solver is at work, and spins. */}
        <button type="button" className="button" onClick={askHint} disabled={hint.busy || verdict !== 'open' || hint.tier >= 3} aria-busy={hint.busy}>
          {hint.busy && <span className="spinner" aria-hidden="true" />}
          {hint.busy ? t('thinking') : t(HINT_BUTTON[hint.tier] ?? 'hint3')}
        </button>
        <button type="button" className="button" onClick={reset}>
          {t('reset')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => downloadText(`${puzzle.id}.json`, puzzleJson(puzzle))}>
          {t('export')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => open('list')}>
          {t('puzzles')}
        </button>
      </div>
      {/* Not aria-busy: that would hold back "Looking for a line…" until the answer came. */}
      <p className="puzzle-panel__hint" aria-live="polite">
        {hint.text ? say(hint.text) : null}
        {hint.busy && hint.nodes > 0 ? t('positions', { n: hint.nodes.toLocaleString('en-US') }) : ''}
      </p>
      {hint.steps && (
        <ol className="puzzle-panel__line" aria-label={t('lineLabel')}>
          {hint.steps.map((step, i) => (
            <li key={i}>{say(step)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
