import { useMemo } from 'react';
import { summarize } from '../../decks/summary';
import { useLang, useT } from '../useT';
import { presetByKey } from '../../cards/presets';
import { presetName } from '../presetWords';
import { DeckSection } from './DeckSection';
import { DeckSummary } from './DeckSummary';
import { useDraft } from './draft';
import { useFormat } from '../../store/formatStore';
import { DeckOdds } from './DeckOdds';
import { useBenchT } from './useBenchT';

/** The deck on the bench: its name, the save button, the live check and its sections. */
export function DeckEditor() {
  const t = useT();
  const b = useBenchT();
  const d = useDraft();
  const format = useFormat();
  const summary = useMemo(() => summarize(d.cards, { format }), [d.cards, format]);
  const readOnly = d.presetKey !== null;
  const lang = useLang();
  // A preset on show is named in the interface language; a copy of it keeps the name it was given.
  const preset = d.presetKey === null ? undefined : presetByKey(d.presetKey);
  const name = preset ? presetName(lang, preset) : d.name;
  return (
    <section className="editor" aria-labelledby="editor-title">
      <h2 id="editor-title" className="visually-hidden">
        {name}
      </h2>
      <div className="editor__head">
        <label className="filter editor__name">
          <span className="filter__label">{t('decks.name')}</span>
          <input type="text" value={name} readOnly={readOnly} maxLength={60} onChange={(e) => d.rename(e.target.value)} />
        </label>
        {readOnly ? (
          <button type="button" className="button button--primary" onClick={() => d.copy(t('decks.copySuffix'))}>
            {t('decks.copy')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={d.save} disabled={!d.dirty}>
            {t('decks.save')}
          </button>
        )}
      </div>
      <p className="editor__state" role="status">
        {readOnly ? t('decks.presetReadOnly') : d.message ?? (d.dirty ? t('decks.unsaved') : d.id ? t('decks.saved') : '')}
      </p>
      <DeckSummary summary={summary} />
      {/* Beside the cards on a wide screen; on a narrower one a pane kept above them (bench.css). */}
      <div className="editor__cards">
        <p className="dsec__hint" id="thumb-hint">
          {b('thumb.hint')}
        </p>
        <DeckSection section="main" />
        <DeckSection section="extra" />
        <DeckSection section="side" />
      </div>
      <DeckOdds main={d.cards.main} extra={d.cards.extra} />
    </section>
  );
}
