// "Use my card database": an EDOPro cards-rush.cdb chosen by the player, read in this browser
// (SQLite in a worker, loaded only now), whose texts of cards not playable yet show marked as
// theirs. The reader and the storage load only when used; nothing is uploaded.
import { useEffect, useState, type ChangeEvent } from 'react';
import { cardFacts } from '../../cards/pool';
import type { GridKey } from '../../i18n/deckGrid';
import { loadCatalog } from '../../store/catalogData';
import { useGridT } from '../decks/useGridT';
import type { CdbImport } from './importCdb';
import type { StoredAbout } from './textStore';

type Note = { kind: 'status' | 'alert'; lines: string[] };

export function CardDatabase() {
  const g = useGridT();
  const [about, setAbout] = useState<StoredAbout | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    import('./textStore')
      .then((m) => m.storedAbout())
      .then(setAbout, () => setAbout(null));
  }, [open]);

  const explain = (r: CdbImport, file: string): Note => {
    if (r.ok) {
      const lines = [g('cdb.done', { n: r.kept, file })];
      if (r.skipped > 0) lines.push(g('cdb.skipped', { n: r.skipped }));
      return { kind: 'status', lines };
    }
    return { kind: 'alert', lines: [g(`cdb.err.${r.problem}` as GridKey, { file, why: r.why ?? '' }), g('cdb.unchanged')] };
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setNote({ kind: 'status', lines: [g('cdb.working')] });
    try {
      const [m, store] = await Promise.all([import('./importCdb'), import('./textStore'), loadCatalog()]);
      const r = await m.importCdb(file, (id) => cardFacts(id) !== undefined);
      setNote(explain(r, file.name));
      if (r.ok) setAbout(await store.storedAbout());
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      setNote({ kind: 'alert', lines: [/dynamically imported|import|fetch/i.test(why) ? g('cdb.err.load') : g('cdb.err.failed', { why }), g('cdb.unchanged')] });
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (): Promise<void> => {
    setBusy(true);
    try {
      await (await import('./textStore')).removeAll();
      setAbout(null);
      setNote({ kind: 'status', lines: [g('cdb.removed')] });
    } catch (err) {
      setNote({ kind: 'alert', lines: [g('cdb.err.storage', { why: err instanceof Error ? err.message : String(err) })] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="cdb io__part" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{g('cdb.title')}</summary>
      <p className="io__help">{g('cdb.lead')}</p>
      <p className="images__count">{about === undefined ? '' : about ? g('cdb.count', { n: about.count, file: about.file }) : g('cdb.none')}</p>
      <div className="io__buttons">
        <label className={`button io__file${busy ? ' button--busy' : ''}`}>
          {g('cdb.choose')}
          <input type="file" accept=".cdb,.db,.sqlite,application/vnd.sqlite3,application/x-sqlite3" disabled={busy} onChange={(e) => void onFile(e)} />
        </label>
        <button type="button" className="button button--quiet" disabled={busy || !about} onClick={() => void onRemove()}>
          {g('cdb.remove')}
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
