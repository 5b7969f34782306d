import { PANEL_ID, toolId, type Panels } from './duelPanels';
import { useT } from './useT';

interface DuelToolsProps {
  /** The log and card-text buttons; none where both panels are docked beside the field. */
  panels: Panels | null;
  settingsOpen: boolean;
  onSettings: () => void;
}

/** The duel's top-bar buttons: open the duel log, the card text, the settings. */
export function DuelTools({ panels, settingsOpen, onSettings }: DuelToolsProps) {
  const t = useT();
  return (
    <div className="duel__tools">
      {panels &&
        (['log', 'card'] as const).map((p) => (
          <button
            key={p}
            id={toolId(p)}
            type="button"
            className={`button button--quiet duel__tool${panels.shown === p ? ' duel__tool--on' : ''}`}
            aria-expanded={panels.shown === p}
            aria-controls={PANEL_ID}
            onClick={() => panels.toggle(p)}
          >
            {t(p === 'log' ? 'duel.logButton' : 'duel.cardButton')}
          </button>
        ))}
      <button type="button" className="button button--quiet" aria-expanded={settingsOpen} onClick={onSettings}>
        {t('nav.settings')}
      </button>
    </div>
  );
}
