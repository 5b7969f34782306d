// Running the step word `rollDie` (schema.ts says what it means).
import { nextInt } from '../../../rng';
import { other } from '../../../zones';
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';

export function runRollDie(s: Extract<DocStep, { do: 'rollDie' }>): Step {
  const times = s.times ?? 1;
  return {
    run(ctx): void {
      if (ctx.locals[s.as] !== undefined) return;
      const player = s.by === 'opponent' ? other(ctx.seat) : ctx.seat;
      let total = 0;
      for (let i = 0; i < times; i++) {
        // One roll is one draw of the duel's seeded RNG (the same for a replay): 1 to 6.
        const result = nextInt(ctx.state.rng, 6) + 1;
        total += result;
        ctx.events.push({ type: 'die', player, result });
      }
      ctx.locals[s.as] = total;
    },
  };
}
