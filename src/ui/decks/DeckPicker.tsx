import { useState } from 'react';
import { PRESET_DECKS } from '../../cards/presets';
import { useLibrary } from '../../store/libraryStore';
import { useLang, useT } from '../useT';
import { presetName } from '../presetWords';
import { useDraft } from './draft';

/** Which deck is on the bench: a saved one or a preset; new and delete. */
export function DeckPicker() {
  const t = useT();
  const lang = useLang();
  const decks = useLibrary((s) => s.decks);
  const deleteDeck = useLibrary((s) => s.deleteDeck);
  const draft = useDraft();
  const [confirm, setConfirm] = useState(false);
  const value = draft.presetKey ? `preset:${draft.presetKey}` : draft.id ? `saved:${draft.id}` : '';
  // Unsaved changes are only dropped when the player says so.
  const mayLeave = (): boolean => !draft.dirty || window.confirm(t('decks.leaveAsk', { name: draft.name }));
  const pick = (v: string): void => {
    setConfirm(false);
    if (!mayLeave()) return;
    if (v.startsWith('preset:')) draft.openPreset(v.slice(7));
    const saved = decks.find((d) => `saved:${d.id}` === v);
    if (saved) draft.openSaved(saved);
  };
  return (
    <div className="picker">
      <label className="filter picker__select">
        <span className="filter__label">{t('decks.pick')}</span>
        <select value={value} onChange={(e) => pick(e.target.value)}>
          {value === '' && <option value="">{draft.name}</option>}
          {decks.length > 0 && (
            <optgroup label={t('start.saved')}>
              {decks.map((d) => (
                <option key={d.id} value={`saved:${d.id}`}>
                  {d.name}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t('start.presets')}>
            {PRESET_DECKS.map((p) => (
              <option key={p.key} value={`preset:${p.key}`}>
                {presetName(lang, p)}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <button type="button" className="button" onClick={() => mayLeave() && draft.openNew(t('decks.new'))}>
        {t('decks.new')}
      </button>
      {draft.id &&
        (confirm ? (
          <span className="picker__confirm">
            {t('decks.deleteAsk', { name: draft.name })}
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                if (draft.id) deleteDeck(draft.id);
                setConfirm(false);
                draft.openNew(t('decks.new'));
              }}
            >
              {t('decks.delete')}
            </button>
            <button type="button" className="button" onClick={() => setConfirm(false)}>
              {t('common.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirm(true)}>
            {t('decks.delete')}…
          </button>
        ))}
    </div>
  );
}
