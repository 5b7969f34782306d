import { AnimatePresence } from 'framer-motion';
import type { CSSProperties } from 'react';
import { cardDef } from '../engine/play';
import { HUMAN } from '../store/locate';
import { CardButton } from './CardButton';
import { CardFace } from './CardFace';
import { useDuel } from './duelContext';
import { useCardName, useT } from './useT';

/** Your hand: every card is a button named after the card, draggable when it can go somewhere. */
export function Hand() {
  const hand = useDuel((s) => s.view.players[HUMAN].hand);
  const view = useDuel((s) => s.view);
  const t = useT();
  const cardName = useCardName();
  return (
    <section
      className="hand"
      style={{ '--n': hand.length } as CSSProperties}
      aria-label={t(hand.length === 1 ? 'hand.label1' : 'hand.label', { n: hand.length })}
    >
      <AnimatePresence initial={false}>
        {hand.map((uid, i) => {
          const def = cardDef(view, uid);
          const stats =
            def.kind === 'monster' ? t('hand.monster', { level: def.level ?? '?', atk: def.atk ?? 0, def: def.def ?? 0 }) : t(def.kind === 'spell' ? 'kind.spell' : 'kind.trap');
          return (
            <CardButton key={uid} loc={`you-hand-${i}`} viewUid={uid} realUid={uid} dragUid={uid} label={cardName(def)} description={stats} enter="draw" leave="play">
              <CardFace def={def} />
            </CardButton>
          );
        })}
      </AnimatePresence>
    </section>
  );
}
