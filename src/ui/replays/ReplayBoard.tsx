import { useState } from 'react';
import type { DuelStore } from '../../store/duelStore';
import { CardDetail } from '../CardDetail';
import { DuelContext } from '../duelContext';
import { DuelLog } from '../DuelLog';
import { Hand } from '../Hand';
import { LifePoints } from '../LifePoints';
import { MidBar } from '../MidBar';
import { OpponentHand } from '../OpponentHand';
import { PileContext, type PileSpec } from '../pileContext';
import { PileDialog } from '../PileDialog';
import { PlayerField } from '../PlayerField';

/** The duel screen's board and log, read-only, for one step of a replay. */
export function ReplayBoard({ store }: { store: DuelStore }) {
  const [pile, setPile] = useState<PileSpec | null>(null);
  return (
    <DuelContext.Provider value={store}>
      <PileContext.Provider value={setPile}>
        <div className="duel duel--replay">
          <main className="board" aria-label="Replay board">
            <div className="strip strip--opp">
              <LifePoints side="opponent" />
              <OpponentHand />
            </div>
            <PlayerField side="opponent" />
            <MidBar readOnly />
            <PlayerField side="you" />
            <div className="strip strip--you">
              <LifePoints side="you" />
            </div>
            <Hand />
          </main>
          <aside className="duel__side">
            <CardDetail />
            <DuelLog />
          </aside>
          {pile && <PileDialog spec={pile} onClose={() => setPile(null)} />}
        </div>
      </PileContext.Provider>
    </DuelContext.Provider>
  );
}
