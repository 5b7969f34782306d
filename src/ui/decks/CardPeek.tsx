import { useEffect, useRef } from 'react';
import { cardFacts, isPlayable } from '../../cards/pool';
import { typeLine } from '../cardLook';
import { useEffectText } from '../useEffectText';
import { TheirText } from '../cardDb/TheirText';
import { useUserText } from '../cardDb/userTexts';
import { useCardName, useLang, useT } from '../useT';
import { useGridT } from './useGridT';

export interface Peek {
  id: number;
  /** The card's place on screen, to stand beside it. */
  rect: { left: number; top: number; right: number; bottom: number };
  /** Opened by a long press: stays until closed (a hover or focus peek follows the pointer). */
  pinned: boolean;
}

export const PEEK_ID = 'card-peek';
const W = 300;

function place(r: Peek['rect']): { left: number; top: number; width: number } {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const width = Math.min(W, vw - 16);
  let left: number;
  let top: number;
  if (vw - r.right >= width + 12) left = r.right + 8;
  else if (r.left >= width + 12) left = r.left - width - 8;
  else left = Math.max(8, Math.min(vw - width - 8, r.left));
  if (left === r.right + 8 || left === r.left - width - 8) top = Math.max(8, Math.min(vh - 260, r.top));
  else top = r.bottom + 8 + 240 < vh ? r.bottom + 8 : Math.max(8, r.top - 248);
  return { left, top, width };
}

/** A card's name, type, stats and effect text beside it: on hover, focus or a long press. */
export function CardPeek({ peek, count, onClose }: { peek: Peek; count: number; onClose(): void }) {
  const t = useT();
  const lang = useLang();
  const g = useGridT();
  const nameOf = useCardName();
  const effectText = useEffectText();
  const close = useRef<HTMLButtonElement>(null);
  const def = cardFacts(peek.id);
  const theirs = useUserText(peek.id);
  useEffect(() => {
    if (!peek.pinned) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [peek.pinned, onClose]);
  if (!def) return null;
  const name = nameOf(def);
  const other = name === def.name ? def.nameJa : def.name;
  const text = effectText(def.id);
  const pos = place(peek.rect);
  return (
    <div
      id={PEEK_ID}
      className={`peek${peek.pinned ? ' peek--pinned' : ''}`}
      role={peek.pinned ? 'dialog' : 'tooltip'}
      aria-label={peek.pinned ? `${g('peek.title')}: ${name}` : undefined}
      style={{ left: pos.left, top: pos.top, width: pos.width }}
    >
      <p className="peek__name" lang={name === def.nameJa ? 'ja' : undefined}>
        {name}
      </p>
      {other && (
        <p className="peek__other" lang={other === def.nameJa ? 'ja' : undefined}>
          {other}
        </p>
      )}
      <p className="peek__type">[{typeLine(def, lang)}]</p>
      {def.kind === 'monster' && (
        <p className="peek__stats">
          {t('detail.level', { n: def.level ?? '?' })} · {t('detail.atk', { n: def.atk ?? 0 })} · {t('detail.def', { n: def.def ?? 0 })}
          {def.maximum?.role === 'center' ? ` · ${t('detail.maxAtk', { n: def.maximum.atk })}` : ''}
        </p>
      )}
      {def.legend && <p className="peek__legend">{t('detail.legend')}</p>}
      {!isPlayable(def.id) && <p className="peek__legend unplayable">{t('browser.notPlayable')}</p>}
      {theirs && !isPlayable(def.id) ? (
        <TheirText text={theirs} mark={g('cdb.theirs')} className="peek__text" />
      ) : (
        <p className="peek__text">{text === undefined ? g('peek.loading') : (text ?? (def.kind === 'monster' && (def.monsterKind ?? 'normal') === 'normal' ? t('detail.noEffect') : ''))}</p>
      )}
      {count > 0 && <p className="peek__count">{g('peek.inDeck', { n: count })}</p>}
      {peek.pinned && (
        <button ref={close} type="button" className="button peek__close" onClick={onClose}>
          {t('common.close')}
        </button>
      )}
    </div>
  );
}
