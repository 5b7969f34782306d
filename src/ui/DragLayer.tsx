import {
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { cardDef } from '../engine/play';
import { liveStats } from '../store/liveStats';
import { AI, HUMAN, zoneNumber } from '../store/locate';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { useDragSensors } from './sensors';
import { useT } from './useT';
import { lpName, sideName, zoneName } from './zones';

/** The smallest lit place under the pointer wins (a zone before the whole opponent side). */
const collision: CollisionDetection = (args) => {
  const area = (id: string | number): number => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return pointerWithin(args).sort((a, b) => area(a.id) - area(b.id));
};

interface DragData {
  uid: number;
  viewUid: number;
}

/** Drag and drop for the board: cards from the hand to zones, attackers onto targets. */
export function DragLayer({ children }: { children: ReactNode }) {
  const store = useDuelStore();
  const t = useT();
  const dragging = useDuel((s) => s.dragging);
  const view = useDuel((s) => s.view);
  const live = dragging === null ? undefined : liveStats(view, dragging);
  const sensors = useDragSensors();

  const onStart = (e: DragStartEvent): void => {
    const d = e.active.data.current as DragData | undefined;
    if (!d) return;
    store.getState().select(null);
    store.getState().setDragging(d.uid);
    store.getState().showDetail(d.viewUid);
  };
  const onEnd = (e: DragEndEvent): void => {
    const d = e.active.data.current as DragData | undefined;
    store.getState().setDragging(null);
    if (!d) return;
    if (e.over) store.getState().dropOn(d.uid, String(e.over.id));
    else if (Math.hypot(e.delta.x, e.delta.y) < 8) store.getState().showDetail(d.viewUid, true);
  };
  // "you-monster-0" → "Your monster zone 1"; the hand, LP and a whole side by their own names.
  const name = (id: string | number): string => {
    const [who, place = '', i = '0'] = String(id).replace(/^drag-/, '').split('-');
    const side = who === 'you' ? 'you' : 'opponent';
    if (place === 'lp') return lpName(side, t);
    if (place === 'side') return sideName(side, t);
    if (place === 'hand') return t('drag.hand');
    const kind = ({ monster: 'monster', spellTrap: 'spellTrap', field: 'field', gy: 'graveyard', deck: 'deck', extra: 'extraDeck' } as const)[place];
    if (!kind) return String(id);
    return zoneName(side, kind === 'monster' || kind === 'spellTrap' ? { kind, index: zoneNumber(side === 'you' ? HUMAN : AI, Number(i)) } : { kind }, t);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={false}
      onDragStart={onStart}
      onDragEnd={onEnd}
      onDragCancel={() => store.getState().setDragging(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('drag.start', { place: name(active.id) }),
          onDragOver: ({ over }) => (over ? t('drag.over', { place: name(over.id) }) : t('drag.none')),
          onDragEnd: ({ over }) => (over ? t('drag.drop', { place: name(over.id) }) : t('drag.dropped')),
          onDragCancel: () => t('drag.cancel'),
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null} className="drag-overlay">
        {dragging !== null && view.cards[dragging] ? (
          <CardFace def={cardDef(view, dragging)} atk={live?.atk} def2={live?.def} className="card--dragging" />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
