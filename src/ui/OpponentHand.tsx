import { AnimatePresence, m } from 'framer-motion';
import { AI } from '../store/locate';
import { CardFace } from './CardFace';
import { useDuel } from './duelContext';
import { useSpeed } from './useSpeed';
import { useT } from './useT';

/** The opponent's hand, face-down: only the number of cards is known. */
export function OpponentHand() {
  const t = useT();
  const count = useDuel((s) => s.view.players[AI].hand.length);
  const f = useSpeed();
  return (
    <section className="opp-hand" aria-label={t(count === 1 ? 'hand.opp1' : 'hand.opp', { n: count })}>
      <AnimatePresence initial={false}>
        {Array.from({ length: count }, (_, i) => (
          <m.div
            key={i}
            className="opp-hand__card"
            role="img"
            aria-label={t('detail.faceDown')}
            initial={f === 0 ? false : { opacity: 0, y: -30 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: 20, transition: { duration: 0.25 * f } }}
            transition={{ duration: 0.3 * f }}
          >
            <CardFace def={null} />
          </m.div>
        ))}
      </AnimatePresence>
    </section>
  );
}
