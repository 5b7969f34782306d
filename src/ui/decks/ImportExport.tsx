import { useId, useState, type ChangeEvent } from 'react';
import { formatDeckText } from '../../decks/deckText';
import { encodeShareCode } from '../../decks/shareCode';
import { useT } from '../useT';
import { readImport } from './deckImport';
import { useDraft } from './draft';

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
  const ids = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const name = useDraft((s) => s.name);
  const cards = useDraft((s) => s.cards);
  const openNew = useDraft((s) => s.openNew);
  const list = formatDeckText(cards, name);
  const link = deckLink(encodeShareCode(cards));

  const doImport = (source: string): void => {
    const r = readImport(source);
    if (!r.ok) {
      // Nothing changes: the deck on show and the pasted text stay as they are.
      setError(r.error);
      return;
    }
    const d = useDraft.getState();
    if (d.dirty && !window.confirm(t('decks.leaveAsk', { name: d.name }))) return;
    setError(null);
    setText('');
    const deckName = r.name ?? 'Imported deck';
    openNew(deckName, r.deck, t('decks.imported', { name: deckName }));
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > 100_000) {
      setError('That file is too large to be a deck list.');
      return;
    }
    const content = await file.text();
    setText(content);
    doImport(content);
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
            {error}
          </p>
        )}
        <div className="io__buttons">
          <button type="button" className="button" onClick={() => doImport(text)} disabled={text.trim() === ''}>
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
