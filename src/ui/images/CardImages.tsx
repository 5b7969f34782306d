// "Use my card images": a folder or a .zip of pictures named <card id>.jpg / .png, kept in
// this browser and drawn in the card faces' picture area. The reader and the storage load
// only when used (dynamic import); nothing is uploaded.
import { useEffect, useState, type ChangeEvent } from 'react';
import { CARD_POOL } from '../../cards/pool';
import type { GridKey } from '../../i18n/deckGrid';
import { useGridT } from '../decks/useGridT';
import type { ImportOptions, ImportResult } from './importImages';
import { useStoredCount } from './storedCount';

const inPool = (id: number): boolean => CARD_POOL.has(id);

type Note = { kind: 'status' | 'alert'; lines: string[] };

export function CardImages() {
  const g = useGridT();
  const { count, refresh, set } = useStoredCount();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [open, setOpen] = useState(false);
  // The import under way, to cancel it (nothing is stored then).
  const [stopper, setStopper] = useState<AbortController | null>(null);

  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  const explain = (r: ImportResult, file: string): Note => {
    if (r.ok) {
      const lines = [g('img.done', { added: r.added, file, n: r.stored })];
      if (r.notCard > 0) lines.push(g('img.notCard', { n: r.notCard }));
      if (r.notImage > 0) lines.push(g('img.notImage', { n: r.notImage, examples: r.examples.join(', ') }));
      return { kind: 'status', lines };
    }
    const key = `img.err.${r.problem}` as GridKey;
    const lines = [g(key, { file, why: r.why ?? '', entry: r.entry ?? '' })];
    if (r.summary && r.summary.notImage > 0) lines.push(g('img.notImage', { n: r.summary.notImage, examples: r.summary.examples.join(', ') }));
    lines.push(g('img.unchanged'));
    return { kind: 'alert', lines };
  };

  const run = async (what: string, job: (m: typeof import('./importImages'), opts: ImportOptions) => Promise<ImportResult>): Promise<void> => {
    setBusy(true);
    setNote({ kind: 'status', lines: [g('img.working')] });
    const control = new AbortController();
    setStopper(control);
    let shown = -1;
    const onProgress = (done: number, total: number): void => {
      // About a hundred updates at most, not one per file.
      const step = Math.floor((done * 100) / Math.max(1, total));
      if (step === shown) return;
      shown = step;
      setNote({ kind: 'status', lines: [g('img.progress', { done, total })] });
    };
    try {
      const m = await import('./importImages');
      const r = await job(m, { signal: control.signal, onProgress });
      setNote(explain(r, what));
      if (r.ok) set(r.stored);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      setNote({ kind: 'alert', lines: [/dynamically imported|import/i.test(why) ? g('img.err.load') : g('img.err.storage', { why }), g('img.unchanged')] });
    } finally {
      setStopper(null);
      setBusy(false);
    }
  };

  const onFolder = (e: ChangeEvent<HTMLInputElement>): void => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    const top = (files[0]?.webkitRelativePath || files[0]?.name || '').split('/')[0] ?? '';
    void run(top, (m, opts) => m.importFiles(files, inPool, opts));
  };
  const onZip = (e: ChangeEvent<HTMLInputElement>): void => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    void run(file.name, (m, opts) => m.importZip(file, inPool, opts));
  };
  const onRemove = async (): Promise<void> => {
    setBusy(true);
    try {
      await (await import('./imageStore')).removeAll();
      set(0);
      setNote({ kind: 'status', lines: [g('img.removed')] });
    } catch (e) {
      setNote({ kind: 'alert', lines: [g('img.err.storage', { why: e instanceof Error ? e.message : String(e) })] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="images io__part" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{g('img.title')}</summary>
      <p className="io__help">{g('img.lead')}</p>
      <p className="images__count">{count === null ? '' : count > 0 ? g('img.count', { n: count }) : g('img.none')}</p>
      <div className="io__buttons">
        <label className={`button io__file${busy ? ' button--busy' : ''}`}>
          {g('img.folder')}
          <input
            type="file"
            multiple
            disabled={busy}
            ref={(el) => {
              if (el) el.webkitdirectory = true;
            }}
            onChange={onFolder}
          />
        </label>
        <label className={`button io__file${busy ? ' button--busy' : ''}`}>
          {g('img.zip')}
          <input type="file" accept=".zip,application/zip" disabled={busy} onChange={onZip} />
        </label>
        {stopper && (
          <button type="button" className="button" onClick={() => stopper.abort()}>
            {g('img.cancel')}
          </button>
        )}
        <button type="button" className="button button--quiet" disabled={busy || !count} onClick={() => void onRemove()}>
          {g('img.remove')}
        </button>
      </div>
      {note && (
        <div className={note.kind === 'alert' ? 'io__error' : 'images__note'} role={note.kind}>
          {note.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </details>
  );
}
