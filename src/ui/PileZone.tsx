import { cardDef } from '../engine/play';
import { AI, HUMAN } from '../store/locate';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { usePiles } from './pileContext';
import { useTargets } from './targetsContext';
import { useCardName, useT } from './useT';
import { zoneCaption, zoneName, type Side, type ZoneSpec } from './zones';

interface PileZoneProps {
  side: Side;
  zone: ZoneSpec;
}

const PLACE = { graveyard: 'gy', deck: 'deck', extraDeck: 'extra' } as const;

/** Deck, graveyard or extra deck: a pile with its count; the GY shows its top card. */
export function PileZone({ side, zone }: PileZoneProps) {
  const seat = side === 'you' ? HUMAN : AI;
  const place = PLACE[zone.kind as keyof typeof PLACE];
  const pile = useDuel((s) => s.view.players[seat][place]);
  const view = useDuel((s) => s.view);
  const store = useDuelStore();
  const openPile = usePiles();
  const t = useT();
  const cardName = useCardName();
  const name = zoneName(side, zone, t);
  const top = pile[pile.length - 1];
  const topDef = top !== undefined && place === 'gy' ? cardDef(view, top) : null;
  const canOpen = pile.length > 0 && (place === 'gy' || (place === 'extra' && seat === HUMAN));
  // Your Extra Deck glows while a card in it can be summoned by its own rule (Contact Fusion).
  const { acting } = useTargets();
  const canAct = place === 'extra' && seat === HUMAN && pile.some((u) => acting.has(u));
  const loc = `${side}-${place}-0`;
  const face = <CardFace def={topDef} className={topDef ? '' : 'card--pile'} />;
  const open = (): void => openPile({ seat, place: place === 'gy' ? 'gy' : 'extra', title: name });

  return (
    <div role="group" aria-label={name} className={`zone zone--pile zone--${zone.kind}`} data-side={side} data-loc={loc}>
      <span className="zone__caption" aria-hidden="true">
        {zoneCaption(zone, t)}
      </span>
      {pile.length > 0 &&
        (canOpen ? (
          <button
            type="button"
            className={canAct ? 'pile-btn pile-btn--can-act' : 'pile-btn'}
            aria-label={topDef ? cardName(topDef) : t('zone.view', { name, n: pile.length })}
            aria-description={t('zone.pileCount', { n: pile.length })}
            onClick={open}
            onMouseEnter={() => top !== undefined && topDef && store.getState().showDetail(top)}
          >
            {face}
          </button>
        ) : (
          face
        ))}
      {pile.length > 0 && (
        <span className="zone__count" aria-hidden="true">
          {pile.length}
        </span>
      )}
    </div>
  );
}
