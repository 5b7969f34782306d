// Running the step word `damageAtEndPhase` (schema.ts says what it means); flow.ts deals it.
import { other } from '../../../zones';
import { valueOf } from '../../doc/conditions';
import type { DocStep } from '../../doc/types';
import { addLingering } from '../../lingering';
import { act } from '../../primitives/steps';
import type { Step } from '../../types';

export function runDamageAtEndPhase(s: Extract<DocStep, { do: 'damageAtEndPhase' }>): Step {
  const { amount, player } = s;
  return act((ctx) => {
    const n = valueOf(ctx, amount);
    if (n <= 0) return;
    addLingering(ctx.state, { source: ctx.self, target: null, seat: player === 'opponent' ? other(ctx.seat) : ctx.seat, kind: 'damageAtEndPhase', value: n, untilTurn: ctx.state.turn });
  });
}
