// Running the step word `destroyAtEndPhase` (schema.ts says what it means).
import { addLingering } from '../../lingering';
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { act } from '../../primitives/steps';
import { faceUpMonsters } from '../read';

/** The card kind of the effect, kept as the record's value: flow.ts destroys with it in the End Phase. */
export const END_PHASE_KINDS = ['monster', 'spell', 'trap'] as const;

export function runDestroyAtEndPhase(s: Extract<DocStep, { do: 'destroyAtEndPhase' }>): Step {
  const ref = s.cards;
  return act((ctx) => {
    const kind = END_PHASE_KINDS.indexOf(ctx.state.frame?.kind ?? 'monster');
    for (const m of faceUpMonsters(ctx, ref)) {
      addLingering(ctx.state, { source: ctx.self, target: m.uid, seat: ctx.seat, kind: 'destroyAtEndPhase', value: kind, untilTurn: ctx.state.turn });
      ctx.events.push({ type: 'stat', card: m.uid, player: m.seat, kind: 'destroyAtEndPhase', value: kind });
    }
  });
}
