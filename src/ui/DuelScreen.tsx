import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { presetByKey } from '../cards/presets';
import { useApp } from '../store/appStore';
import { setupDecks } from '../store/duelSetup';
import type { DuelStore } from '../store/duelStore';
import { actingCards, litFor } from '../store/targets';
import { ActionMenu } from './ActionMenu';
import { BeatBanner } from './BeatBanner';
import { CardDetail, CardDetailSheet } from './CardDetail';
import { DragLayer } from './DragLayer';
import { DuelContext, useDuel, useDuelStore } from './duelContext';
import { DuelLog } from './DuelLog';
import { Hand } from './Hand';
import { LifePoints } from './LifePoints';
import { MidBar } from './MidBar';
import { OpponentHand } from './OpponentHand';
import { PileContext, type PileSpec } from './pileContext';
import { PileDialog } from './PileDialog';
import { PlayerField } from './PlayerField';
import { Prompts } from './Prompts';
import { SettingsPanel } from './lazyParts';
import { StatusLine } from './StatusLine';
import { TargetsContext } from './targetsContext';
import { useDuelSounds } from './useDuelSounds';
import { DuelTools } from './DuelTools';
import { PANEL_ID, usePanels } from './duelPanels';
import { useDocked } from './useDocked';
import { presetName } from './presetWords';
import { useLang, useT } from './useT';

function Board({ bar }: { bar?: ReactNode }) {
  const store = useDuelStore();
  const onBackground = (e: MouseEvent<HTMLElement>): void => {
    const t = e.target as Element;
    if (!t.closest('button, [role="menu"], [role="dialog"], input, label')) store.getState().select(null);
  };
  return (
    <DragLayer>
      <main className="board" onClick={onBackground}>
        {bar}
        <div className="strip strip--opp">
          <LifePoints side="opponent" />
          <OpponentHand />
        </div>
        <PlayerField side="opponent" />
        <MidBar />
        <PlayerField side="you" />
        <div className="strip strip--you">
          <LifePoints side="you" />
          <StatusLine />
        </div>
        <Hand />
        <BeatBanner />
        <Prompts />
      </main>
    </DragLayer>
  );
}

function Matchup() {
  const setup = useApp((s) => s.setup);
  const t = useT();
  const lang = useLang();
  if (!setup) return null;
  const preset = setup.kind === 'preset' ? presetByKey(setup.aiDeck) : undefined;
  const foe = setup.kind === 'preset' ? (preset ? presetName(lang, preset) : setup.aiDeck) : (setupDecks(setup)?.decks[1].name ?? t('duel.scenario'));
  return (
    <p className="duel__matchup">
      {t('duel.vsAi')} <span className="duel__level">{t(`level.${setup.level}`)}</span> · {foe}
    </p>
  );
}

/** The trainer and the sandbox reuse the board: their panel sits atop the side column. */
interface DuelExtras {
  panel?: ReactNode;
  /** Replaces the matchup line in the top bar. */
  heading?: ReactNode;
  /** Called once the duel is over and shown (default: the end screen). */
  onFinished?: () => void;
}

function DuelLayout({ panel, heading, onFinished }: DuelExtras) {
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const active = useDuel((s) => s.dragging ?? s.selected);
  const finished = useDuel((s) => s.finished);
  const store = useDuelStore();
  const showEnd = useApp((s) => s.showEnd);
  const [pile, setPile] = useState<PileSpec | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The trainer's and the sandbox's panel needs the side column, so they keep it at every size.
  const docked = useDocked() || panel !== undefined;
  const panels = usePanels(docked);
  const t = useT();
  const targets = useMemo(() => ({ ...litFor(state, legal, active), acting: actingCards(state, legal) }), [state, legal, active]);

  useEffect(() => {
    if (finished) (onFinished ?? showEnd)();
  }, [finished, showEnd, onFinished]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      const s = store.getState();
      if (s.selected !== null || s.chooser) s.select(null);
      else if (panels.shown) panels.close();
      else if (s.detail?.pinned) s.showDetail(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, panels]);

  const bar = (
    <header className="duel__bar">
      <h1 className="duel__title">{t('duel.title')}</h1>
      {heading ?? <Matchup />}
      <DuelTools panels={docked ? null : panels} settingsOpen={settingsOpen} onSettings={() => setSettingsOpen((o) => !o)} />
    </header>
  );
  const side = panels.shown;

  return (
    <TargetsContext.Provider value={targets}>
      <PileContext.Provider value={setPile}>
        <div className={docked ? 'duel duel--docked' : 'duel duel--drawers'}>
          {docked && bar}
          {settingsOpen && (
            <div className="duel__settings">
              <SettingsPanel onConcede={() => store.getState().concede()} />
            </div>
          )}
          <Board bar={docked ? undefined : bar} />
          <aside
            id={PANEL_ID}
            className={side ? `duel__side duel__side--open duel__side--${side}` : 'duel__side'}
            tabIndex={side ? -1 : undefined}
            aria-label={side ? t(side === 'log' ? 'log.title' : 'detail.title') : undefined}
          >
            {panel}
            {side && (
              <button type="button" className="button duel__side-close" onClick={panels.close}>
                {t('common.close')}
              </button>
            )}
            <CardDetail />
            <DuelLog closed={!docked && side !== 'log'} />
          </aside>
          <ActionMenu />
          {docked && <CardDetailSheet />}
          {pile && <PileDialog spec={pile} onClose={() => setPile(null)} />}
        </div>
      </PileContext.Provider>
    </TargetsContext.Provider>
  );
}

export function DuelScreen({ store, ...extras }: { store: DuelStore } & DuelExtras) {
  useDuelSounds(store);
  return (
    <DuelContext.Provider value={store}>
      <DuelLayout {...extras} />
    </DuelContext.Provider>
  );
}
