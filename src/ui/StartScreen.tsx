import { PRESET_DECKS } from '../cards/presets';
import type { AiLevel } from '../ai/protocol';
import { useApp } from '../store/appStore';
import { SettingsPanel } from './SettingsPanel';
import { useTrainerView } from '../store/trainerView';

const LEVELS: { key: AiLevel; label: string; hint: string }[] = [
  { key: 'easy', label: 'Easy', hint: 'Plays simply, makes mistakes' },
  { key: 'normal', label: 'Normal', hint: 'A fair fight' },
  { key: 'hard', label: 'Hard', hint: 'Thinks ahead' },
];

/** Choose your deck, the AI's deck and its difficulty, then start. */
export function StartScreen() {
  const choice = useApp((s) => s.choice);
  const choose = useApp((s) => s.choose);
  const start = useApp((s) => s.startPreset);
  const error = useApp((s) => s.error);

  return (
    <main className="start">
      <header className="start__head">
        <h1 className="start__title">Rush Duel Simulator</h1>
        <p className="start__lead">Duel the AI with a preset deck. Drag cards to play, or tap them for a menu.</p>
      </header>
      <nav className="start__modes" aria-label="Practice">
        <button type="button" className="button" onClick={() => useTrainerView.getState().show('list')}>
          MAXIMUM combo trainer
        </button>
        <button type="button" className="button" onClick={() => useTrainerView.getState().show('sandbox')}>
          Sandbox
        </button>
      </nav>
      {error && (
        <p className="start__error" role="alert">
          {error}
        </p>
      )}
      <form
        className="start__form"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset className="start__group">
          <legend>Your deck</legend>
          <div className="deck-list">
            {PRESET_DECKS.map((d) => (
              <label key={d.key} className={`deck${choice.myDeck === d.key ? ' deck--on' : ''}`}>
                <input type="radio" name="myDeck" value={d.key} checked={choice.myDeck === d.key} onChange={() => choose({ myDeck: d.key })} />
                <span className="deck__name">{d.name}</span>
                <span className="deck__desc">{d.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="start__row">
          <label className="field">
            <span className="field__label">AI&apos;s deck</span>
            <select value={choice.aiDeck} onChange={(e) => choose({ aiDeck: e.target.value })}>
              {PRESET_DECKS.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="start__group start__group--inline">
            <legend>Difficulty</legend>
            <div className="segmented">
              {LEVELS.map((l) => (
                <label key={l.key} className={`segmented__item${choice.level === l.key ? ' segmented__item--on' : ''}`} title={l.hint}>
                  <input type="radio" name="level" value={l.key} checked={choice.level === l.key} onChange={() => choose({ level: l.key })} />
                  {l.label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <details className="start__settings">
          <summary>Settings</summary>
          <SettingsPanel />
        </details>
        <button type="submit" className="button button--primary button--big">
          Start duel
        </button>
      </form>
    </main>
  );
}
