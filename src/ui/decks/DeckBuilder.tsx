import { AutoScrollActivator, DndContext, DragOverlay, type DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { cardFacts } from '../../cards/pool';
import { CardFace } from '../CardFace';
import { useApp } from '../../store/appStore';
import { Notices } from '../Notices';
import { useDragSensors } from '../sensors';
import { useT } from '../useT';
import { CardBrowser } from './CardBrowser';
import type { DragCard } from './CardRow';
import { DeckEditor } from './DeckEditor';
import { DeckPicker } from './DeckPicker';
import { useDraft } from './draft';
import { ImportExport } from './ImportExport';
import { FormatPicker } from './FormatPicker';

// A card held near the top or bottom edge of the deck pane scrolls the pane (on a phone the deck
// is a pane above the results, with its own scroll), never the page: the pane would slide away
// from under the finger, nor the results list itself. Touch drags only: a mouse drag to a section
// at the screen's edge would send the section away from under the pointer.
const PANE_SCROLL = {
  activator: AutoScrollActivator.Pointer,
  canScroll: (el: Element) => el.classList.contains('editor__cards'),
  threshold: { x: 0, y: 0.15 },
};

/** Drop a card from the list on a section to add it, between sections to move it, back on the list to remove it. */
function onDragEnd(e: DragEndEvent): void {
  const card = e.active.data.current as DragCard | undefined;
  const to = e.over?.id;
  if (!card || !to) return;
  const d = useDraft.getState();
  if (to === 'pool') {
    if (card.from !== 'pool') d.remove(card.id, card.from);
  } else if (to === 'main' || to === 'extra' || to === 'side') {
    if (card.from === 'pool') d.add(card.id, to);
    else d.move(card.id, card.from, to);
  }
}

/** The deck builder screen: every card on one side, the deck on the other. */
export function DeckBuilder() {
  const t = useT();
  const back = useApp((s) => s.back);
  // The card being dragged, drawn under the pointer (as on the board).
  const [dragging, setDragging] = useState<number | null>(null);
  const [byTouch, setByTouch] = useState(false);
  const sensors = useDragSensors();
  return (
    <main className="builder">
      <header className="page-head">
        <h1 className="page-head__title">{t('decks.title')}</h1>
        <FormatPicker />
        <button type="button" className="button" onClick={back}>
          {t('nav.back')}
        </button>
      </header>
      <Notices />
      <div className="builder__bar">
        <DeckPicker />
        <ImportExport />
      </div>
      <DndContext
        sensors={sensors}
        onDragStart={(e) => {
          setByTouch(typeof TouchEvent !== 'undefined' && e.activatorEvent instanceof TouchEvent);
          setDragging((e.active.data.current as DragCard | undefined)?.id ?? null);
        }}
        onDragEnd={(e) => {
          setDragging(null);
          onDragEnd(e);
        }}
        onDragCancel={() => setDragging(null)}
        autoScroll={byTouch ? PANE_SCROLL : false}
      >
        <div className="builder__grid">
          <CardBrowser />
          <DeckEditor />
        </div>
        <DragOverlay dropAnimation={null} className="drag-overlay">
          {dragging !== null ? <CardFace def={cardFacts(dragging) ?? null} className="card--dragging" /> : null}
        </DragOverlay>
      </DndContext>
    </main>
  );
}
