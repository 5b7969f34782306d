import { useEffect, useRef, type ChangeEvent } from 'react';
import { builtinPuzzles } from '../../puzzles/builtin';
import { puzzleJson } from '../../puzzles/validate';
import { goalText } from '../../solver';
import { NO_PROGRESS, useTrainer } from '../../store/trainerStore';
import { Difficulty } from './Difficulty';
import { downloadText } from './files';

function progressText(p: { solved: boolean; attempts: number; best: number | null }): string {
  const tries = `${p.attempts} attempt${p.attempts === 1 ? '' : 's'}`;
  if (!p.solved) return p.attempts > 0 ? `Not solved yet · ${tries}` : 'New';
  return `Solved · ${tries} · best ${p.best ?? '?'} move${p.best === 1 ? '' : 's'}`;
}

/** Every puzzle with its progress, and import of puzzle files. */
export function PuzzleList() {
  const puzzles = useTrainer((s) => s.puzzles);
  const progress = useTrainer((s) => s.progress);
  const message = useTrainer((s) => s.message);
  const { play, open, importText, remove } = useTrainer.getState();
  const builtin = new Set(builtinPuzzles().map((p) => p.id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    useTrainer.getState().refresh();
    heading.current?.focus();
  }, []);

  const onFile = (e: ChangeEvent<HTMLInputElement>): void => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      importText(text, file.name);
      input.value = '';
    });
  };

  return (
    <main className="trainer">
      <header className="trainer__head">
        <h1 ref={heading} tabIndex={-1} className="trainer__title">
          MAXIMUM combo trainer
        </h1>
        <p className="trainer__lead">Each puzzle is one turn with a goal. Play it on the board; ask for a hint when stuck.</p>
        <button type="button" className="button button--quiet" onClick={() => open(null)}>
          Back to start
        </button>
      </header>
      {message && (
        <p className={message.ok ? 'trainer__note' : 'trainer__error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <ol className="puzzle-list" aria-label="Puzzles">
        {puzzles.map((p) => {
          const pr = progress[p.id] ?? NO_PROGRESS;
          return (
            <li key={p.id} className={`puzzle-item${pr.solved ? ' puzzle-item--solved' : ''}`}>
              <div className="puzzle-item__text">
                <h2 className="puzzle-item__title">{p.title}</h2>
                <Difficulty value={p.difficulty} />
                <p className="puzzle-item__goal">{goalText(p.goal)}</p>
                <p className="puzzle-item__progress">{progressText(pr)}</p>
              </div>
              <div className="puzzle-item__buttons">
                <button type="button" className="button button--primary" aria-label={`Play ${p.title}`} onClick={() => play(p.id)}>
                  Play
                </button>
                <button type="button" className="button button--quiet" aria-label={`Export ${p.title}`} onClick={() => downloadText(`${p.id}.json`, puzzleJson(p))}>
                  Export
                </button>
                {!builtin.has(p.id) && (
                  <button type="button" className="button button--quiet" aria-label={`Remove ${p.title}`} onClick={() => remove(p.id)}>
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <label className="button file-button">
        Import a puzzle file (JSON)
        <input type="file" accept=".json,application/json" onChange={onFile} />
      </label>
    </main>
  );
}
