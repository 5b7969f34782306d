import { LifePoints } from './LifePoints';
import { Zone } from './Zone';
import { matRows, sideName, zoneName, type Side } from './zones';

interface PlayerFieldProps {
  side: Side;
  lifePoints: number;
}

export function PlayerField({ side, lifePoints }: PlayerFieldProps) {
  const lp = <LifePoints side={side} value={lifePoints} />;
  return (
    <section className={`player-field player-field--${side}`} aria-label={sideName(side)}>
      {side === 'opponent' && lp}
      <div className="mat">
        {matRows(side).map((row) =>
          row.map((zone) => <Zone key={zoneName(side, zone)} side={side} zone={zone} />),
        )}
      </div>
      {side === 'you' && lp}
    </section>
  );
}
