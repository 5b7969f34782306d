// Running the step word `moveAtEndPhase` (schema.ts says what it means).
import { addLingering } from '../../lingering';
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { act } from '../../primitives/steps';
import { faceUpMonsters } from '../read';

export function runMoveAtEndPhase(s: Extract<DocStep, { do: 'moveAtEndPhase' }>): Step {
  // A rule kept in the state (effects/lingering.ts): flow.ts moves the monster in the End Phase.
  const { cards: ref, to } = s;
  const shuffle = s.shuffle === true && (to === 'deckTop' || to === 'deckBottom') ? 1 : 0;
  return act((ctx) => {
    for (const m of faceUpMonsters(ctx, ref)) {
      addLingering(ctx.state, { source: ctx.self, target: m.uid, seat: m.seat, kind: 'moveAtEndPhase', value: shuffle, untilTurn: ctx.state.turn, to });
      ctx.events.push({ type: 'stat', card: m.uid, player: m.seat, kind: 'moveAtEndPhase', value: shuffle });
    }
  });
}
