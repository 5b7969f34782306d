import { useDraggable } from '@dnd-kit/core';
import { memo, type KeyboardEvent } from 'react';
import type { CardDef } from '../../engine';
import type { Section } from '../../decks/types';
import { CardFace } from '../CardFace';
import type { DragCard } from './CardRow';
import { StatusBadge } from './StatusBadge';
import { NotPlayableMark } from './NotPlayableMark';

interface Props {
  def: CardDef;
  section: Section;
  /** Which copy of the card in its section (0 for the first). */
  copy: number;
  name: string;
  label: string;
  selected: boolean;
  tabbable: boolean;
  readOnly: boolean;
  onSelect(): void;
  onKey(e: KeyboardEvent<HTMLButtonElement>): void;
}

/** One copy of a card in a deck section, as a small face: tap to pick it, drag it to another section or back to the cards. */
export const DeckThumb = memo(function DeckThumb({ def, section, copy, label, selected, tabbable, readOnly, onSelect, onKey }: Props) {
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `${section}-${def.id}-${copy}`,
    data: { id: def.id, from: section } satisfies DragCard,
    disabled: readOnly,
  });
  return (
    <li className={`dthumb${selected ? ' dthumb--on' : ''}${isDragging ? ' dthumb--dragging' : ''}`}>
      <button
        ref={setNodeRef}
        type="button"
        className="dthumb__btn"
        data-card={def.id}
        aria-label={label}
        aria-pressed={selected}
        tabIndex={tabbable ? 0 : -1}
        {...listeners}
        onClick={onSelect}
        onKeyDown={onKey}
      >
        <CardFace def={def} />
      </button>
      {/* The first copy carries the marks of the card (Forbidden / Limited, not playable yet). */}
      {copy === 0 && (
        <span className="dthumb__marks">
          <StatusBadge id={def.id} />
          <NotPlayableMark id={def.id} />
        </span>
      )}
    </li>
  );
});
