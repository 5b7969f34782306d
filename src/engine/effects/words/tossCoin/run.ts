// Running the step word `tossCoin` (schema.ts says what it means).
import { nextInt } from '../../../rng';
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';

export function runTossCoin(s: Extract<DocStep, { do: 'tossCoin' }>): Step {
  const times = s.times ?? 1;
  return {
    run(ctx): void {
      if (ctx.locals[s.as] !== undefined) return;
      let heads = 0;
      for (let i = 0; i < times; i++) {
        // 1 is heads: each toss is one draw of the duel's seeded RNG (the same for a replay).
        const head = nextInt(ctx.state.rng, 2) === 1;
        if (head) heads++;
        ctx.events.push({ type: 'coin', player: ctx.seat, heads: head });
      }
      ctx.locals[s.as] = heads;
    },
  };
}
