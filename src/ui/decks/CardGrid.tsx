// The card browser's results: a windowed grid of the card faces the duel draws (or a compact
// list). Only the rows in view and a few more are in the page, so every Rush card (3,000 and
// more) scrolls smoothly. Each card is a real button: a tap or Enter adds a copy, a drag puts
// it in a deck section, hover / focus / a long press shows its text. Arrow keys move the focus
// (one card is in the Tab order), Delete takes a copy out.
import { useDraggable } from '@dnd-kit/core';
import { memo, type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CardDef } from '../../engine';
import { CardFace } from '../CardFace';
import { frameOf, typeLine } from '../cardLook';
import { useCardName, useLang, useT } from '../useT';
import { CardPeek, PEEK_ID, type Peek } from './CardPeek';
import type { DragCard } from './CardRow';
import { NotPlayableMark } from './NotPlayableMark';
import { isPlayable } from '../../cards/pool';
import { StatusBadge } from './StatusBadge';
import { useGridT } from './useGridT';
import { GAP, gridLayout, moveFocus, visibleRows } from './windowing';
import '../styles/grid.css';

export type ResultsMode = 'grid' | 'list';

interface Props {
  cards: readonly CardDef[];
  counts: ReadonlyMap<number, number>;
  mode: ResultsMode;
  readOnly: boolean;
  /** Results may still change (a text search waiting for every card's text). */
  busy?: boolean;
  onAdd(id: number): void;
  onRemove(id: number): void;
}

const OVERSCAN = 2;
const HOLD_MS = 550;
const HOVER_MS = 250;

interface CellProps {
  def: CardDef;
  idx: number;
  n: number;
  count: number;
  mode: ResultsMode;
  readOnly: boolean;
  tabbable: boolean;
  described: boolean;
  onPress(idx: number, el: HTMLElement): void;
  onRemove(id: number): void;
  onShow(idx: number, el: HTMLElement, how: 'hover' | 'focus' | 'hold'): void;
  onHide(how: 'hover' | 'focus' | 'hold'): void;
}

const Cell = memo(function Cell({ def, idx, n, count, mode, readOnly, tabbable, described, onPress, onRemove, onShow, onHide }: CellProps) {
  const t = useT();
  const lang = useLang();
  const g = useGridT();
  const nameOf = useCardName();
  const name = nameOf(def);
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `pool-${def.id}`,
    data: { id: def.id, from: 'pool' } satisfies DragCard,
    disabled: readOnly,
  });
  const hold = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const held = useRef(false);
  const cancelHold = (): void => {
    if (hold.current) clearTimeout(hold.current.timer);
    hold.current = null;
  };
  // A touch drag starts after a short hold (180 ms) and the text opens after a longer one: a
  // finger that stays still opens the text, one that slides carries the card (and closes a text
  // opened on the way).
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>): void => {
    listeners?.onPointerDown?.(e);
    held.current = false;
    if (e.pointerType !== 'touch') return;
    // A finger on a card puts the phone's keyboard away: with the search box still focused,
    // the browser scrolls it back into view as the touch goes on, dragging the page (and the
    // target deck section) away from under the finger.
    const typing = document.activeElement;
    if (typing instanceof HTMLInputElement || typing instanceof HTMLTextAreaElement) typing.blur();
    cancelHold();
    const el = e.currentTarget;
    const timer = setTimeout(() => {
      held.current = true;
      onShow(idx, el, 'hold');
    }, HOLD_MS);
    hold.current = { x: e.clientX, y: e.clientY, timer };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>): void => {
    const p = hold.current;
    if (!p || Math.hypot(e.clientX - p.x, e.clientY - p.y) <= 10) return;
    cancelHold();
    if (held.current) onHide('hold');
  };
  const label = readOnly ? g('grid.show', { name }) : t('browser.add', { name });
  const stats = def.kind === 'monster' ? `★${def.level ?? '?'} · ${t('stat.line', { atk: def.atk ?? 0, def: def.def ?? 0 })}` : '';
  return (
    <div role="gridcell" className={`gcell gcell--${mode}${mode === 'list' ? ` gcell--${frameOf(def)}` : ''}${isDragging ? ' gcell--dragging' : ''}`}>
      <button
        ref={setNodeRef}
        type="button"
        className="gcell__btn"
        data-idx={idx}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        aria-description={`${isPlayable(def.id) ? '' : `${t('browser.notPlayable')}. `}${t('browser.inDeck', { n: count })}. ${g('grid.position', { i: idx + 1, n })}`}
        aria-describedby={described ? PEEK_ID : undefined}
        {...listeners}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={cancelHold}
        onPointerCancel={cancelHold}
        onContextMenu={(e) => {
          // A long press on a phone opens the text, not the browser's menu.
          if (held.current || hold.current) e.preventDefault();
        }}
        onClick={(e) => {
          if (held.current) {
            held.current = false;
            return;
          }
          onPress(idx, e.currentTarget);
        }}
        onMouseEnter={(e) => onShow(idx, e.currentTarget, 'hover')}
        onMouseLeave={() => onHide('hover')}
        onFocus={(e) => {
          // The keyboard's focus shows the text; a tap or click that focuses the card does not.
          if (e.currentTarget.matches(':focus-visible')) onShow(idx, e.currentTarget, 'focus');
        }}
        onBlur={() => onHide('focus')}
      >
        {mode === 'grid' ? (
          <>
            <CardFace def={def} />
          </>
        ) : (
          <>
            <span className="gcell__name" lang={name === def.nameJa ? 'ja' : undefined}>
              {name}
              {def.legend && <span className="crow__legend"> {t('face.legend')}</span>}
              <StatusBadge id={def.id} />
              <NotPlayableMark id={def.id} />
            </span>
            <span className="gcell__type">
              [{typeLine(def, lang)}] {stats}
            </span>
            <span className="gcell__lcount" aria-hidden="true">
              {count > 0 ? `×${count}` : ''}
            </span>
          </>
        )}
      </button>
      {mode === 'grid' ? (
        <div className="gcell__foot">
          <span className="gcell__count" aria-hidden="true">
            {count > 0 ? `×${count}` : ''}
          </span>
          <StatusBadge id={def.id} />
          <NotPlayableMark id={def.id} />
          {!readOnly && count > 0 && (
            <button type="button" tabIndex={-1} className="button button--icon gcell__minus" aria-label={t('browser.remove', { name })} onClick={() => onRemove(def.id)}>
              −
            </button>
          )}
        </div>
      ) : (
        !readOnly &&
        count > 0 && (
          <button type="button" tabIndex={-1} className="button button--icon gcell__minus" aria-label={t('browser.remove', { name })} onClick={() => onRemove(def.id)}>
            −
          </button>
        )
      )}
    </div>
  );
});

/** The same cards in the same order (another array of them). */
function sameCards(a: readonly CardDef[], b: readonly CardDef[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return false;
  return true;
}

export function CardGrid({ cards, counts, mode, readOnly, busy = false, onAdd, onRemove }: Props) {
  const g = useGridT();
  const scroller = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ w: 0, h: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const [peek, setPeek] = useState<(Peek & { idx: number; how: 'hover' | 'focus' | 'hold' }) | null>(null);
  const focusNext = useRef<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = (): void => setBox((b) => (b.w === el.clientWidth && b.h === el.clientHeight ? b : { w: el.clientWidth, h: el.clientHeight }));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // New results start at the top. The same cards again (the list recomputed when every card's
  // text arrives for a text search) are not new: the scroll, the focus and an open text stay.
  const [shownFor, setShownFor] = useState({ cards, mode, version: 0 });
  if (shownFor.cards !== cards || shownFor.mode !== mode) {
    const same = shownFor.mode === mode && sameCards(shownFor.cards, cards);
    setShownFor({ cards, mode, version: same ? shownFor.version : shownFor.version + 1 });
    if (!same) {
      setScrollTop(0);
      setActive(0);
      setPeek(null);
    }
  }
  useLayoutEffect(() => {
    scroller.current?.scrollTo(0, 0);
  }, [shownFor.version]);

  // 6 to 8 columns of faces, as deck builders show them: 6 on a phone, 7 beside the deck at 1024 px.
  const minCell = box.w < 420 ? 48 : 64;
  const layout = gridLayout(box.w - 2, minCell, mode === 'list');
  const n = cards.length;
  const rows = Math.ceil(n / layout.cols);
  const [first, last] = box.h > 0 ? visibleRows(scrollTop, box.h, layout.rowH, rows, OVERSCAN) : [0, Math.min(rows - 1, 3)];
  const shownFrom = first * layout.cols;
  const shownTo = Math.min(n - 1, (last + 1) * layout.cols - 1);
  const activeIdx = Math.min(active, Math.max(0, n - 1));
  const tabbable = activeIdx >= shownFrom && activeIdx <= shownTo ? activeIdx : shownFrom;

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el) setScrollTop(el.scrollTop);
    // A hover peek would stand beside a card that moved away.
    setPeek((p) => (p && p.how === 'hover' ? null : p));
  }, []);

  /** Scrolls the cell's row into view (drawing it), then focuses it once drawn. */
  const goTo = (i: number): void => {
    const el = scroller.current;
    if (!el) return;
    const r = Math.floor(i / layout.cols);
    const top = r * layout.rowH;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + layout.rowH > el.scrollTop + el.clientHeight) el.scrollTop = top + layout.rowH - el.clientHeight;
    setScrollTop(el.scrollTop);
    setActive(i);
    focusNext.current = i;
  };

  useEffect(() => {
    const i = focusNext.current;
    if (i === null) return;
    const btn = scroller.current?.querySelector<HTMLButtonElement>(`button[data-idx="${i}"]`);
    if (btn) {
      focusNext.current = null;
      btn.focus({ preventScroll: true });
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const target = e.target as HTMLElement;
    const idx = Number(target.dataset.idx);
    if (!Number.isInteger(idx)) return;
    if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '-') {
      const def = cards[idx];
      if (def && !readOnly) {
        e.preventDefault();
        onRemove(def.id);
      }
      return;
    }
    const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / layout.rowH));
    const next = moveFocus(e.key, idx, n, layout.cols, pageRows, e.ctrlKey || e.metaKey);
    if (next === null) return;
    e.preventDefault();
    goTo(next);
  };

  const rect = (el: HTMLElement): Peek['rect'] => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const onShow = useCallback(
    (idx: number, el: HTMLElement, how: 'hover' | 'focus' | 'hold') => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
      const def = cards[idx];
      if (!def) return;
      const open = (): void =>
        setPeek((p) => (p?.pinned && how !== 'hold' ? p : { id: def.id, idx, rect: rect(el), pinned: how === 'hold', how }));
      if (how === 'hover') hoverTimer.current = setTimeout(open, HOVER_MS);
      else open();
      if (how === 'focus') setActive(idx);
    },
    [cards],
  );
  const onHide = useCallback((how: 'hover' | 'focus' | 'hold') => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    // 'hold': the finger that opened the text by holding went on to drag the card.
    setPeek((p) => (p && (how === 'hold' ? p.how === 'hold' : !p.pinned && (p.how === how || how === 'focus')) ? null : p));
  }, []);
  useEffect(() => () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
  }, []);
  const closePeek = useCallback(() => {
    setPeek((p) => {
      if (p) focusNext.current = p.idx;
      return null;
    });
  }, []);
  const onPress = useCallback(
    (idx: number, el: HTMLElement) => {
      const def = cards[idx];
      if (!def) return;
      setActive(idx);
      if (readOnly) setPeek({ id: def.id, idx, rect: rect(el), pinned: true, how: 'hold' });
      else onAdd(def.id);
    },
    [cards, readOnly, onAdd],
  );

  const rowEls = [];
  for (let r = first; r <= last; r++) {
    const cells = [];
    for (let i = r * layout.cols; i < Math.min(n, (r + 1) * layout.cols); i++) {
      const def = cards[i] as CardDef;
      cells.push(
        <Cell
          key={def.id}
          def={def}
          idx={i}
          n={n}
          count={counts.get(def.id) ?? 0}
          mode={mode}
          readOnly={readOnly}
          tabbable={i === tabbable}
          described={peek?.idx === i}
          onPress={onPress}
          onRemove={onRemove}
          onShow={onShow}
          onHide={onHide}
        />,
      );
    }
    rowEls.push(
      <div
        key={r}
        role="row"
        aria-rowindex={r + 1}
        className="grow"
        style={
          {
            transform: `translateY(${r * layout.rowH}px)`,
            height: mode === 'grid' ? layout.rowH - GAP : layout.rowH,
            gridTemplateColumns: `repeat(${layout.cols}, ${layout.cellW}px)`,
            '--card-w': `${layout.cellW}px`,
          } as CSSProperties
        }
      >
        {cells}
      </div>,
    );
  }

  return (
    <>
      <div
        ref={scroller}
        className={`rgrid rgrid--${mode}`}
        role="grid"
        aria-label={g('grid.label')}
        aria-describedby="grid-hint"
        aria-rowcount={rows}
        aria-colcount={layout.cols}
        aria-busy={busy}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        // As tall as the results, up to most of the screen: a short list leaves no empty box.
        style={{ height: `min(70vh, 760px, ${Math.max(rows * layout.rowH, 60) + 2}px)` }}
        data-rows-drawn={last - first + 1}
      >
        <div className="rgrid__space" style={{ height: rows * layout.rowH }}>
          {rowEls}
        </div>
      </div>
      {n === 0 && <p className="rgrid__empty">{g('grid.empty')}</p>}
      <p className="grid-hint" id="grid-hint">
        {g('grid.hint')}
      </p>

      {peek && <CardPeek peek={peek} count={counts.get(peek.id) ?? 0} onClose={closePeek} />}
    </>
  );
}
