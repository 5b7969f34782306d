import type { CardDef } from '../engine';
import { ATTRIBUTE_MARK, frameOf, shortName } from './cardLook';
import { useCardName } from './useT';

interface CardFaceProps {
  /** null draws the card back. */
  def: CardDef | null;
  atk?: number;
  def2?: number;
  /** Own face-down card: drawn face-up but dimmed, with a SET tag. */
  peek?: boolean;
  /** MAXIMUM piece role, for the joined frame. */
  piece?: 'left' | 'center' | 'right';
  className?: string;
}

function Stat({ label, value, base }: { label: string; value: number; base?: number }) {
  const delta = base === undefined ? 0 : value - base;
  return (
    <span className={`card__stat${delta > 0 ? ' card__stat--up' : delta < 0 ? ' card__stat--down' : ''}`}>
      <span className="card__stat-label">{label}</span>
      {value}
    </span>
  );
}

/** The look of one card; purely visual (the button around it carries the name). */
export function CardFace({ def, atk, def2, peek, piece, className = '' }: CardFaceProps) {
  const nameOf = useCardName();
  if (!def || def.id === 0) {
    return (
      <div className={`card card--back ${className}`} aria-hidden="true">
        <span className="card__back-mark">RUSH</span>
      </div>
    );
  }
  const frame = frameOf(def);
  const isMonster = def.kind === 'monster';
  const mark = def.attribute ? ATTRIBUTE_MARK[def.attribute] : def.kind === 'spell' ? '魔' : '罠';
  const showAtk = atk ?? def.atk ?? 0;
  return (
    <div
      className={`card card--${frame}${peek ? ' card--peek' : ''}${piece ? ` card--piece-${piece}` : ''} ${className}`}
      aria-hidden="true"
    >
      <div className="card__head">
        <span className={`card__attr card__attr--${(def.attribute ?? def.kind).toLowerCase()}`}>{mark}</span>
        {def.legend && (
          <span className="card__legend" title="LEGEND">
            L
          </span>
        )}
        {isMonster && def.level !== undefined && <span className="card__level">★{def.level}</span>}
      </div>
      <div className="card__name" lang={def.nameJa && nameOf(def) === def.nameJa ? 'ja' : undefined}>
        {shortName(nameOf(def))}
      </div>
      {piece === 'left' || piece === 'right' ? (
        <div className="card__kind card__kind--max">MAXIMUM</div>
      ) : isMonster ? (
        <div className="card__stats">
          <Stat label="ATK" value={showAtk} base={piece === 'center' ? undefined : def.atk} />
          {piece !== 'center' && <Stat label="DEF" value={def2 ?? def.def ?? 0} base={def.def} />}
        </div>
      ) : (
        <div className="card__kind">{def.kind === 'spell' ? 'SPELL' : 'TRAP'}</div>
      )}
      {peek && <span className="card__tag">SET</span>}
    </div>
  );
}
