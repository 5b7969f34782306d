import { useEffect, useState } from 'react';
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import { offeredAiDecks } from '../cards/aiDecks';
import type { AiLevel } from '../ai/protocol';
import type { StringKey } from '../i18n';
import { useApp } from '../store/appStore';
import { useLibrary } from '../store/libraryStore';
import { Notices } from './Notices';
import { PausedMatch, SettingsPanel } from './lazyParts';
import { useTrainerView } from '../store/trainerView';
import { useDeckText, useLang, useT } from './useT';
import { StartOptions } from './StartOptions';
import { useFormats } from '../store/formatStore';
import { beginFromStart } from './startBegin';
import { builtinRuleset } from '../cards/ruleset';
import { cardFacts, isPlayable } from '../cards/pool';
import { presetDescription, presetName } from './presetWords';
import { loadCatalog } from '../store/catalogData';

const LEVELS: { key: AiLevel; hint: 'level.easyHint' | 'level.normalHint' | 'level.hardHint' }[] = [
  { key: 'easy', hint: 'level.easyHint' },
  { key: 'normal', hint: 'level.normalHint' },
  { key: 'hard', hint: 'level.hardHint' },
];

/**
 * Saved decks with whether each is legal (an illegal one cannot be picked for a duel).
 * The deck rules load on demand, so until they have answered no saved deck can be picked.
 */
function useSavedDecks() {
  const decks = useLibrary((s) => s.decks);
  const formatId = useFormats((s) => s.formatId);
  const imported = useFormats((s) => s.imported);
  const [checked, setChecked] = useState<{ of: typeof decks; legal: boolean[] } | null>(null);
  useEffect(() => {
    let live = true;
    // A deck holding a card the pool does not have needs the catalog to name it (not playable yet).
    const needsCatalog = decks.some((d) => [...d.main, ...d.extra, ...d.side].some((id) => !isPlayable(id)));
    const catalog = needsCatalog ? loadCatalog().catch(() => undefined) : Promise.resolve();
    void Promise.all([import('../engine'), catalog]).then(([{ checkDeck }]) => {
      const format = useFormats.getState().format();
      if (live) setChecked({ of: decks, legal: decks.map((d) => checkDeck(d, { format, ruleset: builtinRuleset(), catalog: cardFacts }).ok) });
    });
    return () => {
      live = false;
    };
  }, [decks, formatId, imported]);
  return decks.map((deck, i) => ({ deck, legal: checked?.of === decks ? (checked.legal[i] ?? false) : false }));
}

/** Choose your deck, the AI's deck and its difficulty, then start. */
export function StartScreen() {
  const t = useT();
  const lang = useLang();
  const deckText = useDeckText();
  const choice = useApp((s) => s.choice);
  const choose = useApp((s) => s.choose);
  const open = useApp((s) => s.open);
  const error = useApp((s) => s.error);
  const saved = useSavedDecks();
  const aiDecks = offeredAiDecks();
  // The chosen opponent's plan (a preset or an AI deck; a saved deck has none).
  const foe = presetByKey(choice.aiDeck);

  return (
    <main className="start">
      <header className="start__head">
        <h1 className="start__title">{t('app.title')}</h1>
        <p className="start__lead">{t('start.lead')}</p>
      </header>
      <nav className="start__nav" aria-label="Main">
        <button type="button" className="button" onClick={() => open('decks')}>
          {t('nav.decks')}
        </button>
        <button type="button" className="button" onClick={() => open('replays')}>
          {t('nav.replays')}
        </button>
        <button type="button" className="button" onClick={() => useTrainerView.getState().show('list')}>
          {t('nav.trainer')}
        </button>
        <button type="button" className="button" onClick={() => useTrainerView.getState().show('sandbox')}>
          {t('nav.sandbox')}
        </button>
      </nav>
      <Notices />
      <PausedMatch />
      {error && (
        <p className="start__error" role="alert">
          {error}
        </p>
      )}
      <form
        className="start__form"
        onSubmit={(e) => {
          e.preventDefault();
          void beginFromStart(t, deckText);
        }}
      >
        <fieldset className="start__group">
          <legend>{t('start.yourDeck')}</legend>
          <div className="deck-list">
            {PRESET_DECKS.map((d) => (
              <label key={d.key} className={`deck${choice.myDeck === d.key ? ' deck--on' : ''}`}>
                <input type="radio" name="myDeck" value={d.key} checked={choice.myDeck === d.key} onChange={() => choose({ myDeck: d.key })} />
                <span className="deck__name">{presetName(lang, d)}</span>
                <span className="deck__desc">{presetDescription(lang, d)}</span>
              </label>
            ))}
            {saved.map(({ deck: d, legal }) => (
              <label key={d.id} className={`deck deck--saved${choice.myDeck === d.id ? ' deck--on' : ''}${legal ? '' : ' deck--off'}`}>
                <input type="radio" name="myDeck" value={d.id} checked={choice.myDeck === d.id} disabled={!legal} onChange={() => choose({ myDeck: d.id })} />
                <span className="deck__name">{d.name}</span>
                <span className="deck__desc">
                  {t('start.saved')} · {d.main.length}
                  {d.extra.length > 0 ? ` + ${d.extra.length}` : ''}
                  {legal ? '' : ` · ${t('start.notLegal')}`}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="start__row">
          <label className="field">
            <span className="field__label">{t('start.aiDeck')}</span>
            <select value={choice.aiDeck} onChange={(e) => choose({ aiDeck: e.target.value })} aria-describedby={foe ? 'ai-deck-plan' : undefined}>
              <optgroup label={t('start.presets')}>
                {PRESET_DECKS.map((d) => (
                  <option key={d.key} value={d.key}>
                    {presetName(lang, d)}
                  </option>
                ))}
              </optgroup>
              {aiDecks.length > 0 && (
                <optgroup label={t('start.aiDecks')}>
                  {aiDecks.map((d) => (
                    <option key={d.key} value={d.key}>
                      {presetName(lang, d)}
                    </option>
                  ))}
                </optgroup>
              )}
              {saved.some((s) => s.legal) && (
                <optgroup label={t('start.saved')}>
                  {saved
                    .filter((s) => s.legal)
                    .map(({ deck: d }) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                </optgroup>
              )}
            </select>
            {foe && (
              <span id="ai-deck-plan" className="field__hint">
                {presetDescription(lang, foe)}
              </span>
            )}
          </label>
          <fieldset className="start__group start__group--inline">
            <legend>{t('start.difficulty')}</legend>
            <div className="segmented">
              {LEVELS.map((l) => (
                <label key={l.key} className={`segmented__item${choice.level === l.key ? ' segmented__item--on' : ''}`} title={t(l.hint)}>
                  <input type="radio" name="level" value={l.key} checked={choice.level === l.key} onChange={() => choose({ level: l.key })} />
                  {t(`level.${l.key}` as StringKey)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <StartOptions />
        <details className="start__settings">
          <summary>{t('nav.settings')}</summary>
          <SettingsPanel />
        </details>
        {/* A bar that stays in view at the bottom while the choices scroll under it. */}
        <div className="start__go">
          <button type="submit" className="button button--primary button--big">
            {choice.mode === 'match' ? t('start.startMatch') : t('start.start')}
          </button>
        </div>
      </form>
    </main>
  );
}
