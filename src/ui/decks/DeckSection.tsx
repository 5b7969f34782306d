import { useDroppable } from '@dnd-kit/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { sectionFor } from '../../decks/edit';
import type { Section } from '../../decks/types';
import type { StringKey } from '../../i18n';
import { useCardName, useT } from '../useT';
import { CardRow } from './CardRow';
import { DeckThumb } from './DeckThumb';
import { useDraft } from './draft';
import { useBenchT } from './useBenchT';
import { cardFacts } from '../../cards/pool';
import '../styles/bench.css';

/**
 * One deck section: a drop target showing every copy as a small face, as deck builders do.
 * A tap on a copy picks the card and shows its row (name, type, text, − + and Side buttons).
 */
export function DeckSection({ section }: { section: Section }) {
  const t = useT();
  const b = useBenchT();
  const nameOf = useCardName();
  const ids = useDraft((s) => s.cards[section]);
  const readOnly = useDraft((s) => s.presetKey !== null);
  const add = useDraft((s) => s.add);
  const remove = useDraft((s) => s.remove);
  const move = useDraft((s) => s.move);
  const { setNodeRef, isOver } = useDroppable({ id: section, disabled: readOnly });
  const [picked, setPicked] = useState<number | null>(null);
  const [focusAt, setFocusAt] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const title = t(`editor.${section}` as StringKey);
  const pickedN = picked === null ? 0 : ids.filter((x) => x === picked).length;
  const pickedDef = picked === null || pickedN === 0 ? undefined : cardFacts(picked);
  const focusIdx = Math.min(focusAt, Math.max(0, ids.length - 1));
  const toSide = (id: number): void => move(id, section, section === 'side' ? sectionFor(id) : 'side');

  const focus = (i: number): void => {
    setFocusAt(i);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLButtonElement>('.dthumb__btn')[i]?.focus());
  };
  const onKey = (i: number, id: number) => (e: KeyboardEvent<HTMLButtonElement>): void => {
    const n = ids.length;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') focus(Math.min(n - 1, i + 1));
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') focus(Math.max(0, i - 1));
    else if (e.key === 'Home') focus(0);
    else if (e.key === 'End') focus(n - 1);
    else if (!readOnly && (e.key === 'Delete' || e.key === 'Backspace')) {
      remove(id, section);
      focus(Math.max(0, Math.min(i, n - 2)));
    } else if (!readOnly && (e.key === 's' || e.key === 'S')) toSide(id);
    else return;
    e.preventDefault();
  };

  const copies = new Map<number, number>();
  const totals = new Map<number, number>();
  for (const id of ids) totals.set(id, (totals.get(id) ?? 0) + 1);
  return (
    <section className={`dsec${isOver ? ' dsec--over' : ''}`} ref={setNodeRef} aria-label={`${title} (${ids.length})`}>
      <h3 className="dsec__title">
        {title} <span className="dsec__n">{ids.length}</span>
      </h3>
      {section === 'side' && <p className="dsec__hint">{t('editor.sideHint')}</p>}
      {ids.length === 0 ? (
        !readOnly && <p className="dsec__empty">{t('editor.empty')}</p>
      ) : (
        <ul className={`dthumbs dthumbs--${section}`} ref={list} aria-describedby="thumb-hint">
          {ids.map((id, i) => {
            const def = cardFacts(id);
            const copy = copies.get(id) ?? 0;
            copies.set(id, copy + 1);
            if (!def) return null;
            return (
              <DeckThumb
                key={`${id}-${copy}`}
                def={def}
                section={section}
                copy={copy}
                name={nameOf(def)}
                label={b('thumb.label', { name: nameOf(def), i: copy + 1, n: totals.get(id) ?? 1 })}
                selected={picked === id}
                tabbable={i === focusIdx}
                readOnly={readOnly}
                onSelect={() => {
                  setFocusAt(i);
                  setPicked((p) => (p === id ? null : id));
                }}
                onKey={onKey(i, id)}
              />
            );
          })}
        </ul>
      )}
      {pickedDef && picked !== null && (
        <div className="dsec__picked">
          <ul className="crows">
            <CardRow
              def={pickedDef}
              count={pickedN}
              from={section}
              readOnly={readOnly}
              onAdd={() => add(picked, section)}
              onRemove={() => remove(picked, section)}
              onSide={() => toSide(picked)}
            />
          </ul>
          <button type="button" className="button button--quiet dsec__close" onClick={() => setPicked(null)}>
            {b('thumb.close')}
          </button>
        </div>
      )}
    </section>
  );
}
