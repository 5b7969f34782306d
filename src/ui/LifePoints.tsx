import { useDroppable } from '@dnd-kit/core';
import { AnimatePresence, m } from 'framer-motion';
import { AI, HUMAN, lpKey } from '../store/locate';
import { useDuel } from './duelContext';
import { useTargets } from './targetsContext';
import { useCardPress } from './useCardPress';
import { useCountTo } from './useCountTo';
import { useSpeed } from './useSpeed';
import { useT } from './useT';
import { lpName, type Side } from './zones';

interface LifePointsProps {
  side: Side;
}

/** LP readout: counts down when damage lands and floats the damage number. */
export function LifePoints({ side }: LifePointsProps) {
  const seat = side === 'you' ? HUMAN : AI;
  const key = lpKey(seat);
  const lp = useDuel((s) => s.view.players[seat].lp);
  const beat = useDuel((s) => (s.beat?.kind === 'damage' && s.beat.loc === key ? s.beat : null));
  const f = useSpeed();
  const shown = useCountTo(lp, 700 * f);
  const { lit } = useTargets();
  const t = useT();
  const actions = lit.get(key);
  const { setNodeRef, isOver } = useDroppable({ id: key, disabled: !actions });
  const press = useCardPress(key, null, null);

  const low = lp <= 2000;
  return (
    <div
      ref={setNodeRef}
      className={`lp lp--${side}${actions ? ' lp--lit' : ''}${actions && isOver ? ' lp--over' : ''}${low ? ' lp--low' : ''}`}
      data-loc={key}
    >
      <span className="lp__who" aria-hidden="true">
        {t(side === 'you' ? 'log.you' : 'log.opponent')}
      </span>
      <span className="lp__tag" aria-hidden="true">
        LP
      </span>
      <output className="lp__value" aria-label={lpName(side, t)}>
        {shown}
      </output>
      {actions && (
        <button type="button" className="lp__target" onClick={press}>
          {t('act.attackDirect')}
        </button>
      )}
      <AnimatePresence>
        {beat && f > 0 && (
          <m.span
            key={beat.id}
            className="lp__damage"
            initial={{ opacity: 0, y: 0, scale: 0.6 }}
            animate={{ opacity: [0, 1, 1, 0], y: side === 'you' ? -46 : 46, scale: 1.1 }}
            transition={{ duration: (beat.ms * f) / 1000 }}
            aria-hidden="true"
          >
            −{beat.amount}
          </m.span>
        )}
      </AnimatePresence>
    </div>
  );
}
