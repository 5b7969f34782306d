import { useState } from 'react';
import { useApp } from '../store/appStore';
import { SPEEDS, type Speed } from '../store/settings';

const SPEED_WORD: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

interface SettingsPanelProps {
  onConcede?: () => void;
}

/** Animation speed, Trap auto-pass, and (in a duel) conceding. */
export function SettingsPanel({ onConcede }: SettingsPanelProps) {
  const settings = useApp((s) => s.settings);
  const setSettings = useApp((s) => s.setSettings);
  const [confirm, setConfirm] = useState(false);
  return (
    <div className="settings">
      <fieldset className="settings__group">
        <legend>Animation speed</legend>
        <div className="segmented">
          {SPEEDS.map((sp) => (
            <label key={sp} className={`segmented__item${settings.speed === sp ? ' segmented__item--on' : ''}`}>
              <input type="radio" name="speed" value={sp} checked={settings.speed === sp} onChange={() => setSettings({ speed: sp })} />
              {SPEED_WORD[sp]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={settings.autoPass} onChange={(e) => setSettings({ autoPass: e.target.checked })} />
        Auto-pass Trap windows
      </label>
      {onConcede &&
        (confirm ? (
          <div className="settings__confirm">
            <span>Concede this duel?</span>
            <button type="button" className="button button--danger" onClick={onConcede}>
              Yes, concede
            </button>
            <button type="button" className="button" onClick={() => setConfirm(false)}>
              Keep playing
            </button>
          </div>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirm(true)}>
            Concede…
          </button>
        ))}
    </div>
  );
}
