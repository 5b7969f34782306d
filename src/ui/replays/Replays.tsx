import { useEffect, useState, type ChangeEvent } from 'react';
import type { ReplayRecord } from '../../persist/records';
import { decodeReplayLink, readReplayFile, type ReadReplay } from '../../replays/share';
import { useApp } from '../../store/appStore';
import { getStorage, useLibrary } from '../../store/libraryStore';
import { Notices } from '../Notices';
import type { IoText } from '../../i18n/inputText';
import { useIoText } from '../useIoText';
import { useT } from '../useT';
import { useReplayOpen } from './replayOpen';
import { ReplayViewer } from './ReplayViewer';
import { KeptMatches } from './KeptMatches';

/** Reads a pasted link (or its #replay= code) or replay file text. */
async function readPasted(text: string): Promise<ReadReplay> {
  const s = text.trim();
  if (s.startsWith('{')) return readReplayFile(s);
  const m = /#replay=([A-Za-z0-9_-]+)/.exec(s);
  return decodeReplayLink(m?.[1] ?? s);
}

function ReplayList({ onOpen }: { onOpen(r: ReplayRecord): void }) {
  const t = useT();
  const ready = useLibrary((s) => s.ready);
  const [list, setList] = useState<{ replays: ReplayRecord[]; skipped: number } | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void getStorage()
      ?.replays()
      .then((r) => live && setList(r))
      .catch(() => live && setList({ replays: [], skipped: 0 }));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!list) return null;
  if (list.replays.length === 0 && list.skipped === 0) return <p className="replays__none">{t('replays.none')}</p>;
  return (
    <>
      {list.skipped > 0 && <p className="io__error">{t('replays.skipped', { n: list.skipped })}</p>}
      <ul className="replays__list">
        {list.replays.map((r) => (
          <li key={r.id} className="replays__item">
            <span className="replays__names">
              {r.names[0]} vs {r.names[1]}
            </span>
            <span className="replays__meta">
              {new Date(r.finished).toLocaleString()} · {t('replays.turns', { n: r.turns })} ·{' '}
              {r.winner === 0 ? t('replays.won') : r.winner === 1 ? t('replays.lost') : t('replays.draw')}
            </span>
            <button type="button" className="button" onClick={() => onOpen(r)} aria-label={`${t('replays.watch')}: ${r.names[0]} vs ${r.names[1]}, ${new Date(r.finished).toLocaleString()}`}>
              {t('replays.watch')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The last 50 finished duels, a box to open a replay link or file, and the viewer. */
export function Replays() {
  const t = useT();
  const back = useApp((s) => s.back);
  const open = useReplayOpen((s) => s.replay);
  const show = useReplayOpen((s) => s.show);
  const [text, setText] = useState('');
  const io = useIoText();
  const [error, setError] = useState<IoText | null>(null);
  const load = async (source: string): Promise<void> => {
    const r = await readPasted(source);
    if (!r.ok) setError(r.error);
    else {
      setError(null);
      show(r.replay);
    }
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) await load(await file.text());
  };
  return (
    <main className="replays">
      <header className="page-head">
        <h1 className="page-head__title">{t('replays.title')}</h1>
        {open && (
          <button type="button" className="button" onClick={() => show(null)}>
            {t('replays.title')}
          </button>
        )}
        <button type="button" className="button" onClick={back}>
          {t('nav.back')}
        </button>
      </header>
      <Notices />
      {open ? (
        <ReplayViewer replay={open} />
      ) : (
        <>
          <ReplayList onOpen={show} />
          <KeptMatches onOpen={show} />
          <div className="io__part">
            <label className="filter">
              <span className="filter__label">{t('replays.openLabel')}</span>
              <input type="text" value={text} onChange={(e) => setText(e.target.value)} />
            </label>
            {error && (
              <p className="io__error" role="alert">
                {io(error)}
              </p>
            )}
            <div className="io__buttons">
              <button type="button" className="button" disabled={!text.trim()} onClick={() => void load(text)}>
                {t('replays.open')}
              </button>
              <label className="button button--quiet io__file">
                {t('replays.openFile')}
                <input type="file" accept=".json,application/json" onChange={(e) => void onFile(e)} />
              </label>
            </div>
          </div>
        </>
      )}
    </main>
  );
}
