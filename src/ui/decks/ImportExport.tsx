import { useId, useState, type ChangeEvent } from 'react';
import { formatDeckText } from '../../decks/deckText';
import { encodeShareCode } from '../../decks/shareCode';
import type { IoText } from '../../i18n/inputText';
import { useIoText } from '../useIoText';
import { useCardName, useT } from '../useT';
import { cardFacts } from '../../cards/pool';
import { loadCatalog } from '../../store/catalogData';
import { newId, useLibrary } from '../../store/libraryStore';
import { readImport, type Skipped } from './deckImport';
import { MAX_LIST_CHARS } from '../../decks/caps';
import { useDraft } from './draft';

/** "Imported deck", then "Imported deck 2", ...: every import is a deck of its own. */
function freeName(base: string): string {
  const taken = new Set(useLibrary.getState().decks.map((d) => d.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`.slice(0, 60);
}

/** A deck file's name without its extension ("Dragons.ydk" -> "Dragons"); null when nothing is left. */
export function deckNameOfFile(fileName: string): string | null {
  const base = fileName.replace(/\.[^.]*$/, '').trim().slice(0, 60);
  return base || null;
}

export function deckLink(code: string): string {
  return `${window.location.origin}${window.location.pathname}#deck=${code}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Import a list, a .ydk file or a share code as a new deck; export the deck on show. */
export function ImportExport() {
  const t = useT();
  const io = useIoText();
  const ids = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<IoText | null>(null);
  const [skipped, setSkipped] = useState<Skipped[]>([]);
  const [unplayable, setUnplayable] = useState<number[]>([]);
  const nameOf = useCardName();
  const [copied, setCopied] = useState(false);
  const name = useDraft((s) => s.name);
  const cards = useDraft((s) => s.cards);
  const openNew = useDraft((s) => s.openNew);
  const list = formatDeckText(cards, name);
  const link = deckLink(encodeShareCode(cards));

  /** `fileName`: a deck file's name, the deck's name when the file names none (as EDOPro does). */
  const doImport = async (source: string, fileName?: string): Promise<void> => {
    // Every card of the catalog (and its reprint ids) may be named: wait for it, or import what the pool knows.
    await loadCatalog().catch((e: unknown) => console.warn('Card catalog not loaded for the import:', e));
    const r = readImport(source);
    setSkipped(r.skipped);
    setUnplayable(r.ok ? r.unplayable : []);
    if (!r.ok) {
      // Nothing changes: the deck on show and the pasted text stay as they are.
      setError(r.error);
      return;
    }
    const d = useDraft.getState();
    if (d.dirty && !window.confirm(t('decks.leaveAsk', { name: d.name }))) return;
    setError(null);
    setText('');
    // Each import is saved at once as a deck of its own, so a second import never replaces the first.
    const deckName = freeName(r.name ?? (fileName ? deckNameOfFile(fileName) : null) ?? io({ key: 'name.imported' }));
    useLibrary.getState().saveDeck({ id: newId('deck'), name: deckName, ...r.deck, updated: Date.now() });
    const saved = useLibrary.getState().decks[0];
    if (saved) useDraft.getState().openSaved(saved);
    else openNew(deckName, r.deck);
    useDraft.setState({ message: t(r.skipped.length ? 'decks.importedSkipped' : 'decks.importedSaved', { name: deckName, n: r.skipped.length }) });
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_LIST_CHARS) {
      setError({ key: 'list.fileTooLarge' });
      return;
    }
    const content = await file.text();
    setText(content);
    await doImport(content, file.name);
  };
  const download = (): void => {
    const url = URL.createObjectURL(new Blob([list], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name.replace(/[^\w\- ]+/g, '').trim() || 'deck'}.ydk`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="io">
      <details className="io__part">
        <summary>{t('decks.import')}</summary>
        <label className="filter__label" htmlFor={`${ids}-in`}>
          {t('decks.importLabel')}
        </label>
        <p className="io__help" id={`${ids}-help`}>
          {t('decks.importHelp')}
        </p>
        <textarea id={`${ids}-in`} aria-describedby={`${ids}-help`} rows={6} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        {error && (
          <p className="io__error" role="alert">
            {io(error)}
          </p>
        )}
        {unplayable.length > 0 && (
          <p className="io__skipped io__unplayable" role="status">
            {t('decks.importedNotPlayable', { names: unplayable.map((id) => { const d = cardFacts(id); return d ? nameOf(d) : String(id); }).join(', ') })}
          </p>
        )}
        {skipped.length > 0 && (
          <div className="io__skipped" role="status">
            <p>{t('decks.skippedTitle', { n: skipped.length })}</p>
            <ul>
              {skipped.map((k) => (
                <li key={k.line}>{t('decks.skippedLine', { line: k.line, text: k.text, reason: io(k.reason) })}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="io__buttons">
          <button type="button" className="button" onClick={() => void doImport(text)} disabled={text.trim() === ''}>
            {t('decks.importDo')}
          </button>
          <label className="button button--quiet io__file">
            {t('decks.importFile')}
            <input type="file" accept=".ydk,.txt,text/plain" onChange={(e) => void onFile(e)} />
          </label>
        </div>
      </details>
      <details className="io__part">
        <summary>{t('decks.export')}</summary>
        {/* Labels by id: a wrapping label would make the text itself part of the field's name. */}
        <label className="filter__label" htmlFor={`${ids}-list`}>
          {t('decks.exportText')}
        </label>
        <textarea id={`${ids}-list`} readOnly rows={6} value={list} spellCheck={false} />
        <label className="filter__label" htmlFor={`${ids}-link`}>
          {t('decks.shareLink')}
        </label>
        <input id={`${ids}-link`} className="viewer__link" type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        <div className="io__buttons">
          <button type="button" className="button" onClick={download}>
            {t('decks.download')}
          </button>
          <button type="button" className="button" onClick={() => void copyText(link).then(setCopied)}>
            {t('decks.copyText')} {t('decks.shareLink')}
          </button>
          {copied && <span role="status">{t('decks.copied')}</span>}
        </div>
      </details>
    </div>
  );
}
