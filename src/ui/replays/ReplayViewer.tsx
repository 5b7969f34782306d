import { useEffect, useMemo, useState } from 'react';
import type { ReplayRecord } from '../../persist/records';
import { encodeReplayLink, replayFile } from '../../replays/share';
import { buildTimeline, logAt, turnStarts, type Frame } from '../../replays/timeline';
import { useApp } from '../../store/appStore';
import { useT } from '../useT';
import { useDocsFor } from '../useDocs';
import { ReplayBoard } from './ReplayBoard';
import { showStep, viewStore } from './viewStore';

const SPEEDS = [0.5, 1, 2, 4] as const;
const STEP_MS = 900;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function Controls({ replay, frames }: { replay: ReplayRecord; frames: Frame[] }) {
  const t = useT();
  const level = useApp((s) => s.choice.level);
  const startSetup = useApp((s) => s.startSetup);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const [link, setLink] = useState<string | null>(null);
  const store = useMemo(() => viewStore(frames[0]?.state ?? (undefined as never), logAt(frames, 0), replay.seed), [frames, replay.seed]);
  const turns = useMemo(() => turnStarts(frames), [frames]);
  const last = frames.length - 1;
  const frame = frames[step];
  // At the last step of a duel that was won or conceded there is nothing left to play.
  const over = frame?.state.winner !== null || (step >= last && replay.concededBy !== null);

  useEffect(() => {
    const f = frames[step];
    if (f) showStep(store, f.state, logAt(frames, step));
  }, [store, frames, step]);

  // Playing stops by itself at the last step.
  const running = playing && step < last;
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setStep((s) => Math.min(last, s + 1)), STEP_MS / speed);
    return () => clearTimeout(id);
  }, [running, step, last, speed]);

  const go = (s: number): void => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, s)));
  };
  // ← and → step through the replay unless a form field has the keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      setPlaying(false);
      setStep((s) => Math.max(0, Math.min(last, s + (e.key === 'ArrowLeft' ? -1 : 1))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);
  const playHere = (): void => {
    const [a, b] = replay.names;
    startSetup({
      kind: 'replay',
      seed: replay.seed,
      decks: [
        { name: a, ...replay.decks[0] },
        { name: b, ...replay.decks[1] },
      ],
      actions: replay.actions.slice(0, Math.min(step, replay.actions.length)),
      level,
    });
  };
  const shareLink = async (): Promise<void> => {
    const url = `${window.location.origin}${window.location.pathname}#replay=${await encodeReplayLink(replay)}`;
    setLink(url);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
  };

  return (
    <>
      <div className="viewer__controls" role="toolbar" aria-label="Replay controls">
        <button type="button" className="button" onClick={() => go(0)} disabled={step === 0}>
          <span aria-hidden="true">«</span> {t('viewer.first')}
        </button>
        <button type="button" className="button" onClick={() => go(step - 1)} disabled={step === 0}>
          <span aria-hidden="true">◀</span> {t('viewer.back')}
        </button>
        <button type="button" className="button button--primary" onClick={() => setPlaying(!running)} disabled={step >= last}>
          {running ? t('viewer.pause') : t('viewer.play')}
        </button>
        <button type="button" className="button" onClick={() => go(step + 1)} disabled={step >= last}>
          {t('viewer.forward')} <span aria-hidden="true">▶</span>
        </button>
        <button type="button" className="button" onClick={() => go(last)} disabled={step >= last}>
          {t('viewer.last')} <span aria-hidden="true">»</span>
        </button>
        <span className="viewer__step" role="status">
          {t('viewer.step', { i: step, n: last })}
        </span>
        <label className="filter filter--inline">
          <span className="filter__label">{t('viewer.speed')}</span>
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value) as (typeof SPEEDS)[number])}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                ×{s}
              </option>
            ))}
          </select>
        </label>
        <label className="filter filter--inline">
          <span className="filter__label">{t('viewer.turn')}</span>
          <select value={frame?.state.turn ?? 1} onChange={(e) => go(turns.get(Number(e.target.value)) ?? 0)}>
            {[...turns.keys()].map((turn) => (
              <option key={turn} value={turn}>
                {turn}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="viewer__controls">
        <button type="button" className="button button--primary" onClick={playHere} disabled={over} aria-describedby={over ? 'viewer-over' : undefined}>
          {t('viewer.playHere')}
        </button>
        {over && (
          <span id="viewer-over" className="viewer__note">
            {t('viewer.overHere')}
          </span>
        )}
        <button type="button" className="button" onClick={() => download(`replay-${replay.id}.json`, replayFile(replay))}>
          {t('viewer.download')}
        </button>
        <button type="button" className="button" onClick={() => void shareLink()}>
          {t('viewer.link')}
        </button>
        {link && <input className="viewer__link" type="text" readOnly value={link} aria-label={t('viewer.link')} onFocus={(e) => e.target.select()} />}
      </div>
      <ReplayBoard store={store} />
    </>
  );
}

/** One replay: the board and log at any step; or, for a replay this version cannot play, why. */
export function ReplayViewer({ replay }: { replay: ReplayRecord }) {
  const t = useT();
  // The duel is played again with its decks' card documents: fetched first if need be.
  const ids = useMemo(() => replay.decks.flatMap((d) => [...d.main, ...d.extra]), [replay]);
  const docs = useDocsFor(ids);
  const timeline = useMemo(() => (docs.ready ? buildTimeline(replay) : null), [replay, docs.ready]);
  return (
    <section className="viewer" aria-label={`${replay.names[0]} vs ${replay.names[1]}`}>
      <h2 className="panel-title">
        {replay.names[0]} vs {replay.names[1]}
      </h2>
      {!timeline ? (
        docs.error ? (
          <p className="io__error" role="alert">
            {docs.error}{' '}
            <button type="button" className="button" onClick={docs.retry}>
              {t('load.retry')}
            </button>
          </p>
        ) : (
          <p className="viewer__note" role="status">
            {t('load.docsLoading')}
          </p>
        )
      ) : timeline.ok ? (
        <Controls key={replay.id} replay={replay} frames={timeline.frames} />
      ) : (
        <p className="io__error" role="alert">
          {t('viewer.incompatible', { why: timeline.error })}
        </p>
      )}
    </section>
  );
}
