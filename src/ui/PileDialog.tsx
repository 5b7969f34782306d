import { useEffect, useRef, useState } from 'react';
import { cardDef } from '../engine/play';
import { DetailBody } from './CardDetail';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import type { PileSpec } from './pileContext';
import { useCardName, useT } from './useT';

interface PileDialogProps {
  spec: PileSpec;
  onClose: () => void;
}

/** The cards of a graveyard or of your extra deck, newest first. */
export function PileDialog({ spec, onClose }: PileDialogProps) {
  const store = useDuelStore();
  const pile = useDuel((s) => s.view.players[spec.seat][spec.place]);
  const view = useDuel((s) => s.view);
  const t = useT();
  const cardName = useCardName();
  const ref = useRef<HTMLDialogElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const cards = [...pile].reverse();
  return (
    <dialog ref={ref} className="pile-dialog" aria-label={spec.title} onClose={onClose} onCancel={onClose}>
      <div className="pile-dialog__head">
        <h2>
          {spec.title} ({pile.length})
        </h2>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          {t('common.close')}
        </button>
      </div>
      {picked !== null && pile.includes(picked) && (
        <div className="pile-dialog__detail">
          <DetailBody uid={picked} />
        </div>
      )}
      <ul className="pile-dialog__list">
        {cards.map((uid) => {
          const def = cardDef(view, uid);
          return (
            <li key={uid}>
              <button type="button" className="pile-dialog__card" aria-label={cardName(def)} aria-pressed={picked === uid} onClick={() => setPicked(uid)} onFocus={() => store.getState().showDetail(uid)}>
                <CardFace def={def} />
              </button>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
