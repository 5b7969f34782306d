import { AnimatePresence } from 'framer-motion';
import type { CSSProperties } from 'react';
import { cardDef } from '../engine';
import { HUMAN } from '../store/locate';
import { CardButton } from './CardButton';
import { CardFace } from './CardFace';
import { useDuel } from './duelContext';

/** Your hand: every card is a button named after the card, draggable when it can go somewhere. */
export function Hand() {
  const hand = useDuel((s) => s.view.players[HUMAN].hand);
  const view = useDuel((s) => s.view);
  return (
    <section
      className="hand"
      style={{ '--n': hand.length } as CSSProperties}
      aria-label={`Your hand, ${hand.length} card${hand.length === 1 ? '' : 's'}`}
    >
      <AnimatePresence initial={false}>
        {hand.map((uid, i) => {
          const def = cardDef(view, uid);
          const stats = def.kind === 'monster' ? `Level ${def.level ?? '?'}, ATK ${def.atk ?? 0} / DEF ${def.def ?? 0}` : def.kind === 'spell' ? 'Spell' : 'Trap';
          return (
            <CardButton key={uid} loc={`you-hand-${i}`} viewUid={uid} realUid={uid} dragUid={uid} label={def.name} description={stats} enter="draw" leave="play">
              <CardFace def={def} />
            </CardButton>
          );
        })}
      </AnimatePresence>
    </section>
  );
}
