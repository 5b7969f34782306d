// Between duels, siding as in the deck builder: the deck's cards and the Side Deck's as small
// faces; pick one of each (tap, click or Enter) and Swap, or drag one onto the other.
import { DndContext, useDraggable, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import { grouped } from '../../decks/edit';
import { poolCard } from '../../cards/pool';
import { CardFace } from '../CardFace';
import { useDragSensors } from '../sensors';
import '../styles/bench.css';

export type SwapFrom = 'deck' | 'side';
interface Picked {
  id: number;
  from: SwapFrom;
}

function SwapCard({ id, from, copies, label, on, onPick }: { id: number; from: SwapFrom; copies: number; label: string; on: boolean; onPick(): void }) {
  const data = { id, from } satisfies Picked;
  const drag = useDraggable({ id: `${from}-${id}`, data });
  const drop = useDroppable({ id: `onto-${from}-${id}`, data });
  const def = poolCard(id);
  if (!def) return null;
  return (
    <li className={`dthumb${on ? ' dthumb--on' : ''}${drag.isDragging ? ' dthumb--dragging' : ''}${drop.isOver ? ' dthumb--target' : ''}`}>
      <button
        ref={(el) => {
          drag.setNodeRef(el);
          drop.setNodeRef(el);
        }}
        type="button"
        className="dthumb__btn"
        aria-label={label}
        aria-pressed={on}
        {...drag.listeners}
        onClick={onPick}
      >
        <CardFace def={def} />
      </button>
      {copies > 1 && (
        <span className="sideswap__n" aria-hidden="true">
          ×{copies}
        </span>
      )}
    </li>
  );
}

interface Props {
  deck: readonly number[];
  side: readonly number[];
  out: number | null;
  into: number | null;
  labels: { out: string; into: string };
  label(id: number, copies: number): string;
  onPick(p: Picked): void;
  onSwap(out: number, into: number): void;
}

/** The two piles to swap between; a drop of a card onto a card of the other pile swaps them at once. */
export function SideSwap({ deck, side, out, into, labels, label, onPick, onSwap }: Props) {
  const sensors = useDragSensors();
  const onDragEnd = (e: DragEndEvent): void => {
    const a = e.active.data.current as Picked | undefined;
    const b = e.over?.data.current as Picked | undefined;
    if (!a || !b || a.from === b.from) return;
    const [o, i] = a.from === 'deck' ? [a.id, b.id] : [b.id, a.id];
    onSwap(o, i);
  };
  const pile = (from: SwapFrom, ids: readonly number[], title: string, picked: number | null) => (
    <div className="sideswap__pile" role="group" aria-label={title}>
      <h3 className="sideswap__title">{title}</h3>
      <ul className="dthumbs">
        {grouped(ids).map(([id, c]) => (
          <SwapCard key={id} id={id} from={from} copies={c} label={label(id, c)} on={picked === id} onPick={() => onPick({ id, from })} />
        ))}
      </ul>
    </div>
  );
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="sideswap">
        {pile('deck', deck, labels.out, out)}
        {pile('side', side, labels.into, into)}
      </div>
    </DndContext>
  );
}
