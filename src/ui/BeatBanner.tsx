import { AnimatePresence, m } from 'framer-motion';
import type { Beat } from '../store/beats';
import { useDuel } from './duelContext';
import { useSpeed } from './useSpeed';
import { useSay, useT, type T } from './useT';
import type { CardRef, Msg } from '../i18n';

function words(b: Beat, t: T, say: (m: Msg | CardRef) => string): { big: string; small?: string } | null {
  const text = b.text ? say(b.text) : '';
  switch (b.kind) {
    case 'turn':
      return { big: text, small: t('duel.turn', { n: b.amount ?? '' }) };
    case 'phase':
      return { big: text };
    case 'maximum':
      return { big: t('beat.maximum'), small: text };
    case 'fusion':
      return { big: t('beat.fusion'), small: text };
    case 'activate':
      return { big: text, small: t(b.seat === 0 ? 'beat.youActivated' : 'beat.oppActivated') };
    case 'win':
      return { big: text };
    default:
      return null;
  }
}

/** Big words over the board for turn changes, the Battle Phase, activations, MAXIMUM and the win. */
export function BeatBanner() {
  const beat = useDuel((s) => s.beat);
  const f = useSpeed();
  const t = useT();
  const say = useSay();
  const w = beat ? words(beat, t, say) : null;
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
