import { AnimatePresence, m } from 'framer-motion';
import type { Beat } from '../store/beats';
import { useDuel } from './duelContext';
import { useSpeed } from './useSpeed';

function words(b: Beat): { big: string; small?: string } | null {
  const who = b.seat === 0 ? 'You' : 'Opponent';
  switch (b.kind) {
    case 'turn':
      return { big: b.text ?? '', small: `Turn ${b.amount ?? ''}` };
    case 'phase':
      return { big: b.text ?? '' };
    case 'maximum':
      return { big: 'MAXIMUM!', small: b.text };
    case 'fusion':
      return { big: 'Fusion Summon', small: b.text };
    case 'activate':
      return { big: b.text ?? '', small: `${who} activated` };
    case 'win':
      return { big: b.text ?? '' };
    default:
      return null;
  }
}

/** Big words over the board for turn changes, the Battle Phase, activations, MAXIMUM and the win. */
export function BeatBanner() {
  const beat = useDuel((s) => s.beat);
  const f = useSpeed();
  const w = beat ? words(beat) : null;
  const d = beat ? (beat.ms * f) / 1000 : 0;
  return (
    <div className="banner-layer" aria-hidden="true">
      <AnimatePresence>
        {beat && w && (
          <m.div
            key={beat.id}
            className={`banner banner--${beat.kind}${beat.seat === 1 ? ' banner--opp' : ''}`}
            initial={{ opacity: 0, scale: 0.85 }}
            animate={{ opacity: [0, 1, 1, 0], scale: [0.85, 1, 1, 1.04] }}
            exit={{ opacity: 0 }}
            transition={{ duration: d, times: [0, 0.18, 0.8, 1] }}
          >
            <span className="banner__big">{w.big}</span>
            {w.small && <span className="banner__small">{w.small}</span>}
          </m.div>
        )}
      </AnimatePresence>
    </div>
  );
}
