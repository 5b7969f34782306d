import { lpName, type Side } from './zones';

interface LifePointsProps {
  side: Side;
  value: number;
}

export function LifePoints({ side, value }: LifePointsProps) {
  return (
    <p className={`lp lp--${side}`}>
      <span className="lp__who" aria-hidden="true">
        {side === 'you' ? 'You' : 'Opponent'}
      </span>
      <span className="lp__tag" aria-hidden="true">
        LP
      </span>
      <output className="lp__value" aria-label={lpName(side)}>
        {value}
      </output>
    </p>
  );
}
