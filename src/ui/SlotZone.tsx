import { useDroppable } from '@dnd-kit/core';
import { AnimatePresence } from 'framer-motion';
import { useMemo } from 'react';
import type { Action } from '../engine';
import { AI, HUMAN, zoneNumber } from '../store/locate';
import { CardButton, type Enter } from './CardButton';
import { CardFace } from './CardFace';
import { useDuel } from './duelContext';
import { monsterSlotCard, spellSlotCard } from './slotCard';
import { useTargets } from './targetsContext';
import { useCardPress } from './useCardPress';
import type { StringKey } from '../i18n';
import { useCardName, useT } from './useT';
import { zoneCaption, zoneName, type Side, type ZoneSpec } from './zones';

interface SlotZoneProps {
  side: Side;
  zone: ZoneSpec;
}

function targetWord(actions: readonly Action[]): StringKey {
  if (actions.every((a) => a.type === 'attack' && a.target === 'direct')) return 'act.attackDirect';
  if (actions.every((a) => a.type === 'attack')) return 'zone.attackThis';
  return 'zone.placeHere';
}

/** A monster, spell/trap or field zone: a drop target that holds at most one card. */
export function SlotZone({ side, zone }: SlotZoneProps) {
  const seat = side === 'you' ? HUMAN : AI;
  const index = (zone.index ?? 1) - 1;
  const place = zone.kind === 'monster' ? 'monster' : zone.kind === 'field' ? 'field' : 'spellTrap';
  const loc = `${side}-${place}-${zone.kind === 'field' ? 0 : index}`;
  const t = useT();
  const cardName = useCardName();
  // Numbered as the human reads the board, left to right from their seat (the opponent's too).
  const name = zoneName(side, zone.kind === 'field' ? zone : { ...zone, index: zoneNumber(seat, index) }, t);
  const view = useDuel((s) => s.view);
  const { lit } = useTargets();
  const actions = lit.get(loc);
  const card = useMemo(() => {
    if (zone.kind === 'monster') return monsterSlotCard(view, seat, index, t, cardName);
    return spellSlotCard(view, seat, zone.kind === 'field' ? 'field' : index, t, cardName);
  }, [view, seat, index, zone.kind, t, cardName]);
  const { setNodeRef, isOver } = useDroppable({ id: loc, disabled: !actions });
  const press = useCardPress(loc, null, null);

  const enter: Enter = card?.piece ?? 'summon';
  const known = card?.def ?? null;
  const mine = seat === HUMAN;
  const classes = [
    'zone',
    `zone--${zone.kind}`,
    actions ? 'zone--lit' : '',
    isOver && actions ? 'zone--over' : '',
    card?.piece ? `zone--max zone--max-${card.piece}` : '',
  ].join(' ');

  return (
    <div ref={setNodeRef} role="group" aria-label={name} className={classes} data-side={side} data-loc={loc}>
      <span className="zone__caption" aria-hidden="true">
        {zoneCaption(zone, t)}
      </span>
      <AnimatePresence>
        {card && (
          <CardButton
            key={card.def || card.piece ? `c${card.viewUid}` : `hidden-${loc}`}
            flip={card.faceDown ? 'down' : 'up'}
            loc={loc}
            viewUid={card.viewUid}
            realUid={mine ? card.dragUid : null}
            dragUid={mine ? card.dragUid : null}
            label={card.label}
            description={card.description}
            defense={card.defense}
            enter={enter}
          >
            <CardFace
              def={card.faceDown && !mine ? null : known}
              peek={card.faceDown && mine}
              atk={card.atk}
              def2={card.def2}
              piece={card.piece}
              maxId={card.maxId}
            />
          </CardButton>
        )}
      </AnimatePresence>
      {actions && !card && (
        <button type="button" className="zone__target" onClick={press}>
          <span className="zone__target-text">{t(targetWord(actions))}</span>
        </button>
      )}
    </div>
  );
}
