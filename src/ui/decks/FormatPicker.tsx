import '../styles/formats.css';
import { useState, type ChangeEvent } from 'react';
import { FormatSelect } from '../FormatSelect';
import { useFormats } from '../../store/formatStore';
import { MAX_ENTRIES } from '../../formats/storedList';
import { useT } from '../useT';

/** The format decks are checked in, the list it uses (name and date), and importing an EDOPro .lflist.conf. */
export function FormatPicker() {
  const t = useT();
  const formatId = useFormats((s) => s.formatId);
  const imported = useFormats((s) => s.imported);
  const choose = useFormats((s) => s.choose);
  const importList = useFormats((s) => s.importList);
  const useShipped = useFormats((s) => s.useShipped);
  const list = useFormats((s) => s.format().banlist);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = await file.text();
    const r = await importList(text);
    const now = useFormats.getState().imported;
    if ('error' in r) {
      setMessage({ error: true, text: r.error });
      return;
    }
    const ok = t('format.importOk', { name: now?.version ?? '', n: (now?.forbidden.length ?? 0) + (now?.limited.length ?? 0) + (now?.semiLimited.length ?? 0) });
    // A list longer than any real one is kept up to the cap, and the player is told what was left out.
    setMessage({ error: false, text: r.cut > 0 ? `${ok} ${t('format.importCut', { n: r.cut, max: MAX_ENTRIES })}` : ok });
  };

  const listLine = list
    ? `${t('format.list', { name: list.version, date: list.date ?? t('format.unknownDate') })}${imported ? ` · ${t('format.imported')}` : ''}`
    : t('format.noList');
  return (
    <section className="formats" aria-label={t('start.format')}>
      <FormatSelect value={formatId} onPick={choose} className="formats__pick" labelClass="formats__label" />
      <p className="formats__list" title={listLine}>
        {listLine}
      </p>
      <label className="button formats__file">
        {t('format.import')}
        <input type="file" accept=".conf,.lflist,text/plain" className="visually-hidden" onChange={(e) => void onFile(e)} />
      </label>
      {imported && (
        <button type="button" className="button" onClick={useShipped}>
          {t('format.shipped')}
        </button>
      )}
      {message && (
        <p className={message.error ? 'formats__error' : 'formats__ok'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
