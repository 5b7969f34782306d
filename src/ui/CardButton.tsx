import { useDraggable, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { m } from 'framer-motion';
import { memo, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useDuel, useDuelStore } from './duelContext';
import { useTargets } from './targetsContext';
import { useCardPress } from './useCardPress';
import { useReducedMotion } from './useReducedMotion';
import { useSpeed } from './useSpeed';

export type Enter = 'draw' | 'opponentDraw' | 'summon' | 'left' | 'center' | 'right' | 'none';

interface CardButtonProps {
  loc: string;
  viewUid: number;
  /** The human's uid for actions (their own cards); null for the opponent's cards. */
  realUid: number | null;
  /** What a drag of this card moves (a MAXIMUM piece drags its center). */
  dragUid: number | null;
  label: string;
  description?: string;
  defense?: boolean;
  enter?: Enter;
  /** How it leaves: 'play' for a card played from the hand (a quick fade), else destroyed-style. */
  leave?: 'play' | 'destroy';
  /** Changes when the card turns over (face-down <-> face-up): it then flips into view. */
  flip?: string;
  children: ReactNode;
}

const ENTER: Record<Enter, Record<string, number>> = {
  draw: { opacity: 0, y: 40 },
  opponentDraw: { opacity: 0, y: -40 },
  summon: { opacity: 0, scale: 1.35 },
  left: { opacity: 0, x: -70 },
  right: { opacity: 0, x: 70 },
  center: { opacity: 0, y: -50, scale: 1.15 },
  none: { opacity: 1 },
};

/** One card you can press: the hand and the field use it. Named after the card for everyone. */
export function CardButton(props: CardButtonProps) {
  const { loc, viewUid, dragUid } = props;
  const { prompt, acting } = useTargets();
  const canDrag = dragUid !== null && !prompt && acting.has(dragUid);
  // useDraggable redraws its component on every pointer move of a drag: it lives in this thin
  // wrapper, so the animated button (memo) is not redrawn every frame of a drag.
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `drag-${loc}`,
    data: { uid: dragUid, viewUid },
    disabled: !canDrag,
  });
  return <CardButtonBody {...props} dragRef={setNodeRef} listeners={listeners} isDragging={isDragging} />;
}

interface BodyProps extends CardButtonProps {
  dragRef: (el: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

const CardButtonBody = memo(function CardButtonBody(props: BodyProps) {
  const { loc, viewUid, realUid, label, description, defense, enter = 'summon', leave = 'destroy', flip, children, dragRef, listeners, isDragging } = props;
  const [firstFlip] = useState(flip);
  const store = useDuelStore();
  const press = useCardPress(loc, realUid, viewUid);
  const { lit, prompt, acting, source } = useTargets();
  const selected = useDuel((s) => (realUid !== null && s.selected === realUid) || !!s.picks?.includes(viewUid));
  const beat = useDuel((s) => (s.beat && s.beat.loc === loc ? s.beat : null));
  const f = useSpeed();
  const reduced = useReducedMotion();
  const inner = useRef<HTMLDivElement>(null);
  const press0 = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    const el = inner.current;
    if (!beat || beat.kind !== 'attack' || !beat.to || !el || f === 0 || reduced) return;
    const target = document.querySelector(`[data-loc="${beat.to}"]`);
    if (!target) return;
    const a = el.getBoundingClientRect();
    const b = target.getBoundingClientRect();
    const dx = (b.left + b.width / 2 - (a.left + a.width / 2)) * 0.8;
    const dy = (b.top + b.height / 2 - (a.top + a.height / 2)) * 0.8;
    // The Web Animations API: the lunge needs no animation library code.
    const rest = 'translate(0px, 0px) scale(1)';
    const lunge = el.animate(
      [{ transform: rest }, { transform: `translate(${dx}px, ${dy}px) scale(1.15)`, offset: 0.55 }, { transform: rest }],
      { duration: beat.ms * f, easing: 'ease-in-out' },
    );
    return () => lunge.cancel();
  }, [beat, f, reduced]);

  const cancelHold = (): void => {
    if (press0.current) clearTimeout(press0.current.timer);
    press0.current = null;
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>): void => {
    listeners?.onPointerDown?.(e);
    if (e.pointerType !== 'touch') return;
    cancelHold();
    const timer = setTimeout(() => store.getState().showDetail(viewUid, true), 550);
    press0.current = { x: e.clientX, y: e.clientY, timer };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>): void => {
    const p = press0.current;
    if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > 10) cancelHold();
  };

  const isLit = lit.has(loc);
  const dim = source !== null && !isLit && !selected && realUid !== source;
  const classes = [
    'card-btn',
    defense ? 'card-btn--defense' : '',
    isLit ? 'card-btn--lit' : '',
    selected ? 'card-btn--selected' : '',
    realUid !== null && acting.has(realUid) && !prompt ? 'card-btn--can-act' : '',
    isDragging ? 'card-btn--dragging' : '',
    dim ? 'card-btn--dim' : '',
  ].join(' ');
  const ms = (n: number): number => (n * f) / 1000;
  const glow = beat && beat.kind !== 'attack' && beat.kind !== 'damage' && f > 0;

  return (
    <m.button
      ref={dragRef}
      type="button"
      className={classes}
      aria-label={label}
      aria-description={description}
      data-loc={loc}
      {...listeners}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={cancelHold}
      onPointerCancel={cancelHold}
      onClick={press}
      onMouseEnter={() => store.getState().showDetail(viewUid)}
      onFocus={() => store.getState().showDetail(viewUid)}
      initial={f === 0 ? false : ENTER[enter]}
      animate={{ opacity: 1, x: 0, y: 0, scale: 1 }}
      exit={leave === 'play' ? { opacity: 0, y: -24, transition: { duration: ms(150) } } : { opacity: 0, scale: 0.55, rotate: -10, transition: { duration: ms(420) } }}
      transition={{ duration: ms(enter === 'left' || enter === 'right' || enter === 'center' ? 650 : 320), ease: 'easeOut' }}
    >
      <div ref={inner} className="card-btn__inner">
        <m.div
          key={flip}
          className="card-btn__flip"
          initial={flip === firstFlip || f === 0 ? false : { rotateY: 90, opacity: 0.3 }}
          animate={{ rotateY: 0, opacity: 1 }}
          transition={{ duration: ms(380) }}
        >
          <div className="card-btn__rot">{children}</div>
        </m.div>
      </div>
      {glow && (
        <m.span
          key={beat.id}
          className={`card-btn__glow card-btn__glow--${beat.kind}`}
          initial={{ opacity: 0.9, scale: 0.9 }}
          animate={{ opacity: 0, scale: 1.25 }}
          transition={{ duration: ms(beat.ms) }}
          aria-hidden="true"
        />
      )}
    </m.button>
  );
});
