import { useDroppable } from '@dnd-kit/core';
import { OPPONENT_SIDE } from '../store/targets';
import { PileZone } from './PileZone';
import { SlotZone } from './SlotZone';
import { useTargets } from './targetsContext';
import { useT } from './useT';
import { matRows, sideName, zoneName, type Side } from './zones';

interface PlayerFieldProps {
  side: Side;
}

/** One player's half of the mat. The opponent's half is also a drop target for direct attacks. */
export function PlayerField({ side }: PlayerFieldProps) {
  const { lit } = useTargets();
  const t = useT();
  const direct = side === 'opponent' && lit.has(OPPONENT_SIDE);
  const { setNodeRef, isOver } = useDroppable({ id: side === 'opponent' ? OPPONENT_SIDE : 'you-side', disabled: !direct });
  return (
    <section
      ref={side === 'opponent' ? setNodeRef : undefined}
      className={`player-field player-field--${side}${direct ? ' player-field--direct' : ''}${direct && isOver ? ' player-field--over' : ''}`}
      aria-label={sideName(side, t)}
    >
      <div className="mat">
        {matRows(side).map((row) =>
          row.map((zone) =>
            zone.kind === 'monster' || zone.kind === 'spellTrap' || zone.kind === 'field' ? (
              <SlotZone key={zoneName(side, zone)} side={side} zone={zone} />
            ) : (
              <PileZone key={zoneName(side, zone)} side={side} zone={zone} />
            ),
          ),
        )}
      </div>
    </section>
  );
}
