import { useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { docsReady, ensureDocs } from '../../store/cardData';
import { useDocsVersion } from '../useDocs';
import type { CardDef } from '../../engine';
import type { Section } from '../../decks/types';
import { frameOf, typeLine } from '../cardLook';
import { useCardName, useLang, useT } from '../useT';
import { useEffectText } from '../useEffectText';
import { isPlayable } from '../../cards/pool';
import { TheirText } from '../cardDb/TheirText';
import { useUserText } from '../cardDb/userTexts';
import { useGridT } from './useGridT';
import { StatusBadge } from './StatusBadge';
import { NotPlayableMark } from './NotPlayableMark';

export interface DragCard {
  id: number;
  /** Where the drag started: the card list, or a deck section. */
  from: 'pool' | Section;
}

interface Props {
  def: CardDef;
  /** Copies in this place (the deck section) or in the whole deck (the card list). */
  count: number;
  from: DragCard['from'];
  readOnly: boolean;
  onAdd(): void;
  onRemove(): void;
  /** In a deck section: move one copy between the deck and the Side Deck. */
  onSide?: () => void;
}

/** One card as a list row: drag it, or use + and −. The name and text are plain text. */
export function CardRow({ def, count, from, readOnly, onAdd, onRemove, onSide }: Props) {
  const t = useT();
  const lang = useLang();
  const nameOf = useCardName();
  const name = nameOf(def);
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `${from}-${def.id}`,
    data: { id: def.id, from } satisfies DragCard,
    disabled: readOnly,
  });
  useDocsVersion();
  const [failed, setFailed] = useState(false);
  // The card's document set is fetched when its text is opened, not for every row listed.
  const known = docsReady([def.id]);
  // In the interface language, as the duel's card detail shows it (undefined while the text generator loads).
  const effectText = useEffectText();
  const text = known ? effectText(def.id) : null;
  const normal = def.kind === 'monster' && (def.monsterKind ?? 'normal') === 'normal';
  // Not fetched yet, or fetched while the text generator loads: a card with effects has a text.
  const mayHaveText = !normal && (!known || text === undefined);
  const fetchText = (open: boolean): void => {
    if (!open || known) return;
    setFailed(false);
    ensureDocs([def.id]).catch(() => setFailed(true));
  };
  // A card not playable yet: the player's own card database may have its text.
  const userText = useUserText(def.id);
  const theirs = userText && !isPlayable(def.id) ? userText : undefined;
  const g = useGridT();
  const stats = def.kind === 'monster' ? `★${def.level ?? '?'} · ${t('stat.line', { atk: def.atk ?? 0, def: def.def ?? 0 })}` : '';
  return (
    <li className={`crow crow--${frameOf(def)}${isDragging ? ' crow--dragging' : ''}`}>
      {/* Pointer dragging only: from the keyboard the + and − buttons do the same. */}
      <div className="crow__grip" ref={setNodeRef} {...listeners}>
        <span className="crow__name" lang={name === def.nameJa ? 'ja' : undefined}>
          {name}
          {def.legend && <span className="crow__legend"> {t('face.legend')}</span>}
          <StatusBadge id={def.id} />
          <NotPlayableMark id={def.id} />
        </span>
        <span className="crow__type">
          [{typeLine(def, lang)}] {stats}
        </span>
        {theirs ? (
          <details className="crow__text" onPointerDown={(e) => e.stopPropagation()}>
            <summary>{t('browser.text')}</summary>
            <TheirText text={theirs} mark={g('cdb.theirs')} className="crow__theirs" />
          </details>
        ) : (text || mayHaveText) && (
          <details className="crow__text" onPointerDown={(e) => e.stopPropagation()} onToggle={(e) => fetchText(e.currentTarget.open)}>
            <summary>{t('browser.text')}</summary>
            <p>{text || t(failed ? 'detail.textFailed' : 'detail.loading')}</p>
          </details>
        )}
      </div>
      <span className="crow__count">
        <span aria-hidden="true">{count > 0 || from !== 'pool' ? `×${count}` : ''}</span>
        <span className="visually-hidden">{t('browser.inDeck', { n: count })}</span>
      </span>
      {!readOnly && (
        <span className="crow__buttons">
          <button type="button" className="button button--icon" aria-label={t('browser.remove', { name })} disabled={count === 0} onClick={onRemove}>
            −
          </button>
          <button type="button" className="button button--icon" aria-label={t('browser.add', { name })} onClick={onAdd}>
            +
          </button>
          {onSide && (
            <button type="button" className="button button--icon" aria-label={t(from === 'side' ? 'editor.fromSide' : 'editor.toSide', { name })} onClick={onSide}>
              {from === 'side' ? '↑' : '↓'}
            </button>
          )}
        </span>
      )}
    </li>
  );
}
