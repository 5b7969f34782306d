import { useEffect, useRef, type ChangeEvent } from 'react';
import { builtinPuzzles } from '../../puzzles/builtin';
import { puzzleJson } from '../../puzzles/validate';
import { NO_PROGRESS, useTrainer } from '../../store/trainerStore';
import { Difficulty } from './Difficulty';
import { downloadText, puzzleFilesInZip } from './files';
import { goalLine } from './goal';
import type { TrainerT } from './strings';
import { usePuzzleWords, useTrainerT } from './useTrainerT';
import { useT } from '../useT';

function progressText(p: { solved: boolean; attempts: number; best: number | null }, t: TrainerT): string {
  const tries = t(p.attempts === 1 ? 'attempts1' : 'attempts', { n: p.attempts });
  if (!p.solved) return p.attempts > 0 ? t('notSolved', { tries }) : t('new');
  return t('solved', { tries, best: t(p.best === 1 ? 'moves1' : 'moves', { n: p.best ?? '?' }) });
}

/** Every puzzle with its progress, and import of puzzle files. */
export function PuzzleList() {
  const puzzles = useTrainer((s) => s.puzzles);
  const progress = useTrainer((s) => s.progress);
  const message = useTrainer((s) => s.message);
  const making = useTrainer((s) => s.making);
  const makeFailed = useTrainer((s) => s.makeFailed);
  const { play, open, importFiles, remove, generate } = useTrainer.getState();
  const t = useTrainerT();
  const words = usePuzzleWords();
  const tApp = useT();
  const builtin = new Set(builtinPuzzles().map((p) => p.id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    useTrainer.getState().refresh();
    heading.current?.focus();
  }, []);

  // One or many files: the trainer's JSON puzzles, EDOPro puzzle scripts (.lua), or a zip of them.
  const onFile = (e: ChangeEvent<HTMLInputElement>): void => {
    const input = e.currentTarget;
    const picked = [...(input.files ?? [])];
    input.value = '';
    void (async () => {
      const files: { text: string; name: string }[] = [];
      for (const file of picked) {
        if (!/\.zip$/i.test(file.name)) {
          files.push({ text: await file.text(), name: file.name });
          continue;
        }
        try {
          files.push(...(await puzzleFilesInZip(file)));
        } catch (err) {
          useTrainer.getState().tell({ ok: false, text: `${file.name}: ${err instanceof Error ? err.message : String(err)}. Nothing was imported.` });
          return;
        }
      }
      if (files.length > 0) await importFiles(files);
    })();
  };

  return (
    <main className="trainer">
      <header className="trainer__head">
        <h1 ref={heading} tabIndex={-1} className="trainer__title">
          {tApp('nav.trainer')}
        </h1>
        <p className="trainer__lead">{t('lead')}</p>
        <button type="button" className="button button--quiet" onClick={() => open(null)}>
          {t('backToStart')}
        </button>
      </header>
      <div className="trainer__make">
        <button type="button" className="button button--primary" disabled={making !== null} onClick={() => void generate('day')}>
          {t('dayPuzzle')}
        </button>
        <button type="button" className="button" disabled={making !== null} onClick={() => void generate('new')}>
          {t('newPuzzle')}
        </button>
        {making && (
          <p className="trainer__note" role="status">
            {t('making')}
          </p>
        )}
        {makeFailed && (
          <p className="trainer__error" role="alert">
            {t(makeFailed === 'none' ? 'makeNone' : 'makeFailed')}
          </p>
        )}
      </div>
      {message && (
        <p className={message.ok ? 'trainer__note' : 'trainer__error'} role={message.ok ? 'status' : 'alert'}>
          {message.unsaved
            ? t(message.unsaved.kind === 'import' ? 'unsavedImport' : 'unsavedRemove', { title: message.unsaved.puzzle.title, why: message.unsaved.why })
            : message.text}
          {message.unsaved?.kind === 'import' && (
            <>
              {' '}
              <button type="button" className="button" onClick={() => message.unsaved && downloadText(`${message.unsaved.puzzle.id}.json`, puzzleJson(message.unsaved.puzzle))}>
                {t('downloadX', { title: message.unsaved.puzzle.title })}
              </button>
            </>
          )}
        </p>
      )}
      <ol className="puzzle-list" aria-label={t('puzzles')}>
        {puzzles.map((p) => {
          const pr = progress[p.id] ?? NO_PROGRESS;
          const title = words(p).title;
          return (
            <li key={p.id} className={`puzzle-item${pr.solved ? ' puzzle-item--solved' : ''}`}>
              <div className="puzzle-item__text">
                <h2 className="puzzle-item__title">{title}</h2>
                <Difficulty value={p.difficulty} />
                <p className="puzzle-item__goal">{goalLine(p.goal, t)}</p>
                <p className="puzzle-item__progress">{progressText(pr, t)}</p>
              </div>
              <div className="puzzle-item__buttons">
                <button type="button" className="button button--primary" aria-label={t('playX', { title })} onClick={() => play(p.id)}>
                  {t('play')}
                </button>
                <button type="button" className="button button--quiet" aria-label={t('exportX', { title })} onClick={() => downloadText(`${p.id}.json`, puzzleJson(p))}>
                  {t('export')}
                </button>
                {!builtin.has(p.id) && (
                  <button type="button" className="button button--quiet" aria-label={t('removeX', { title })} onClick={() => void remove(p.id)}>
                    {t('remove')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <label className="button file-button">
        {t('import')}
        <input type="file" accept=".json,.lua,.zip,application/json,application/zip" multiple onChange={onFile} />
      </label>
    </main>
  );
}
