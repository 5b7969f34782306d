import { useEffect, useRef, useState } from 'react';
import { cardDef } from '../engine/play';
import { menuFor } from '../store/targets';
import { DetailBody } from './CardDetail';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { useTargets } from './targetsContext';
import type { PileSpec } from './pileContext';
import { useCardName, useSay, useT } from './useT';

interface PileDialogProps {
  spec: PileSpec;
  onClose: () => void;
}

/** The cards of a graveyard or of your extra deck, newest first. */
export function PileDialog({ spec, onClose }: PileDialogProps) {
  const store = useDuelStore();
  const pile = useDuel((s) => s.view.players[spec.seat][spec.place]);
  const view = useDuel((s) => s.view);
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const t = useT();
  const say = useSay();
  const cardName = useCardName();
  const ref = useRef<HTMLDialogElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const cards = [...pile].reverse();
  const { acting } = useTargets();
  // An Extra Deck card's own actions (a Contact Fusion): listed by the engine, taken from here.
  const actions = picked !== null && spec.place === 'extra' && pile.includes(picked) ? menuFor(state, legal, picked) : [];
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
          {actions.length > 0 && (
            <div className="pile-dialog__actions">
              {actions.map((it) => (
                <button
                  key={it.label}
                  type="button"
                  className="button"
                  onClick={() => {
                    ref.current?.close();
                    store.getState().act(it.action);
                  }}
                >
                  {say(it.msg)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <ul className="pile-dialog__list">
        {cards.map((uid) => {
          const def = cardDef(view, uid);
          return (
            <li key={uid}>
              <button type="button" className={acting.has(uid) ? 'pile-dialog__card pile-dialog__card--can-act' : 'pile-dialog__card'} aria-label={cardName(def)} aria-pressed={picked === uid} onClick={() => setPicked(uid)} onFocus={() => store.getState().showDetail(uid)}>
                <CardFace def={def} />
              </button>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
