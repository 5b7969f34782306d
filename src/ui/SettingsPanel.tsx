import { useState } from 'react';
import type { AiLevel } from '../ai/protocol';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type StringKey } from '../i18n';
import { useApp } from '../store/appStore';
import { LANGUAGES, SPEEDS } from '../store/settings';
import { useT } from './useT';

const LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

interface SettingsPanelProps {
  onConcede?: () => void;
}

/** Animation speed, motion, sound, language, Trap auto-pass, default AI level, and (in a duel) conceding. */
export function SettingsPanel({ onConcede }: SettingsPanelProps) {
  const t = useT();
  const settings = useApp((s) => s.settings);
  const setSettings = useApp((s) => s.setSettings);
  const [confirm, setConfirm] = useState(false);
  return (
    <div className="settings">
      <fieldset className="settings__group">
        <legend>{t('settings.speed')}</legend>
        <div className="segmented">
          {SPEEDS.map((sp) => (
            <label key={sp} className={`segmented__item${settings.speed === sp ? ' segmented__item--on' : ''}`}>
              <input type="radio" name="speed" value={sp} checked={settings.speed === sp} onChange={() => setSettings({ speed: sp })} />
              {t(`speed.${sp}` as StringKey)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={settings.autoPass} onChange={(e) => setSettings({ autoPass: e.target.checked })} />
        {t('settings.autoPass')}
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.reducedMotion} onChange={(e) => setSettings({ reducedMotion: e.target.checked })} />
        {t('settings.reducedMotion')}
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.sound} onChange={(e) => setSettings({ sound: e.target.checked })} />
        {t('settings.sound')}
      </label>
      <div className="settings__row">
        <label className="field">
          <span className="field__label">{t('settings.language')}</span>
          <select value={settings.language} onChange={(e) => setSettings({ language: e.target.value as (typeof LANGUAGES)[number] })}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('settings.cardNames')}</span>
          <select value={settings.cardNames} onChange={(e) => setSettings({ cardNames: e.target.value === 'ja' ? 'ja' : 'en' })}>
            <option value="en">{t('settings.cardNamesEn')}</option>
            <option value="ja">{t('settings.cardNamesJa')}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('settings.aiLevel')}</span>
          <select value={settings.aiLevel} onChange={(e) => setSettings({ aiLevel: e.target.value as AiLevel })}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`level.${l}` as StringKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {onConcede &&
        (confirm ? (
          <div className="settings__confirm">
            <span>{t('settings.concedeAsk')}</span>
            <button type="button" className="button button--danger" onClick={onConcede}>
              {t('settings.concedeYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirm(false)}>
              {t('settings.concedeNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirm(true)}>
            {t('settings.concede')}
          </button>
        ))}
    </div>
  );
}
