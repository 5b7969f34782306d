import { memo, type CSSProperties } from 'react';
import type { CardDef } from '../engine';
import { ATTRIBUTE_ICONS, KIND_ICONS } from './card/icons';
import { Emblem } from './lazyParts';
import { nameScale, pieceMark } from './card/nameFit';
import { frameOf } from './cardLook';
import { useUserArt } from './images/userArt';
import { useCardName, useT } from './useT';

interface CardFaceProps {
  /** null draws the card back. */
  def: CardDef | null;
  /** Current ATK / DEF (coloured when they differ from the printed ones). */
  atk?: number;
  def2?: number;
  /** Own face-down card: drawn face-up but dimmed, with a SET tag. */
  peek?: boolean;
  /** MAXIMUM piece role on the field, for the joined frame and shared picture. */
  piece?: 'left' | 'center' | 'right';
  /** The center's id, which seeds the picture the three pieces share. */
  maxId?: number;
  className?: string;
}

function Stat({ label, value, base }: { label: string; value: number; base?: number }) {
  const delta = base === undefined ? 0 : value - base;
  return (
    <span className={`card__stat${delta > 0 ? ' card__stat--up' : delta < 0 ? ' card__stat--down' : ''}`}>
      <span className="card__stat-label">{label}</span>
      <span className="card__stat-value">{value}</span>
    </span>
  );
}

function Mark({ def }: { def: CardDef }) {
  const key = def.attribute ?? def.kind;
  // Spells and Traps get their kind's icon: drawn, so no font is needed for the mark.
  const d = ATTRIBUTE_ICONS[def.attribute ?? ''] ?? (def.kind === 'spell' ? KIND_ICONS.spell : KIND_ICONS.trap);
  return (
    <svg className={`card__attr card__attr--${key.toLowerCase()}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11.5" />
      <path d={d} transform="translate(4.2 4.2) scale(0.65)" />
    </svg>
  );
}

function kindLabel(def: CardDef): 'face.spell' | 'face.trap' | 'face.field' | 'face.equip' | 'face.ritual' {
  if (def.kind === 'trap') return 'face.trap';
  if (def.spellKind === 'field') return 'face.field';
  if (def.spellKind === 'equip') return 'face.equip';
  if (def.spellKind === 'ritual') return 'face.ritual';
  return 'face.spell';
}

/** The look of one card, drawn from its facts alone; purely visual (the button around it carries the name). */
export const CardFace = memo(function CardFace({ def, atk, def2, peek, piece, maxId, className = '' }: CardFaceProps) {
  const nameOf = useCardName();
  const t = useT();
  const art = useUserArt(def?.id ?? 0);
  if (!def || def.id === 0) {
    return (
      <div className={`card card--back ${className}`} aria-hidden="true">
        <span className="card__back-mark">RUSH</span>
      </div>
    );
  }
  const frame = frameOf(def);
  const isMonster = def.kind === 'monster';
  const name = nameOf(def);
  const mark = pieceMark(name) ?? (def.maximum && def.maximum.role !== 'center' ? (def.maximum.role === 'left' ? 'L' : 'R') : null);
  const maxAtk = def.maximum?.role === 'center' ? def.maximum.atk : undefined;
  const third = piece === 'left' ? 0 : piece === 'center' ? 1 : piece === 'right' ? 2 : undefined;
  const ja = def.nameJa && name === def.nameJa;
  return (
    <div
      className={`card card--${frame}${peek ? ' card--peek' : ''}${piece ? ` card--piece-${piece}` : ''} ${className}`}
      data-frame={frame}
      aria-hidden="true"
    >
      <div className="card__top">
        <span className="card__name" lang={ja ? 'ja' : undefined} style={{ '--name-scale': piece === 'left' || piece === 'right' ? 1.2 : nameScale(name) } as CSSProperties}>
          {piece === 'left' || piece === 'right' ? `[${mark ?? (piece === 'left' ? 'L' : 'R')}]` : name}
        </span>
      </div>
      <div className="card__art">
        {art ? <img className="card__img" src={art} alt="" draggable={false} /> : <Emblem def={def} third={third} seedId={piece ? maxId : undefined} />}
        <Mark def={def} />
        {isMonster && def.level !== undefined && (
          <span className="card__level" aria-hidden="true">
            <span className="card__level-star">★</span>
            {def.level}
          </span>
        )}
        {def.legend && <span className="card__legend">{t('face.legend')}</span>}
        {mark && <span className={`card__piece card__piece--${mark}`}>{mark}</span>}
        {peek && <span className="card__tag">{t('face.set')}</span>}
      </div>
      {piece === 'left' || piece === 'right' ? (
        <div className="card__foot card__foot--max">{t('face.maximum')}</div>
      ) : piece === 'center' ? (
        <div className="card__foot card__foot--maxatk">
          <Stat label={t('face.maxAtk')} value={atk ?? maxAtk ?? 0} base={maxAtk} />
        </div>
      ) : isMonster ? (
        <div className="card__foot card__stats">
          <Stat label={t('stat.atk')} value={atk ?? def.atk ?? 0} base={def.atk} />
          <Stat label={t('stat.def')} value={def2 ?? def.def ?? 0} base={def.def} />
          {maxAtk !== undefined && <Stat label={t('stat.max')} value={maxAtk} />}
        </div>
      ) : (
        <div className="card__foot card__kind">{t(kindLabel(def))}</div>
      )}
    </div>
  );
});
