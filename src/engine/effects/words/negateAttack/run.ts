// Running the step word `negateAttack` (schema.ts says what it means).
import type { Step } from '../../types';
import { act } from '../../primitives/steps';

export function runNegateAttack(): Step {
  // R-BAT-6: a negated attack ends before damage calculation; its declaration still counts (R-BAT-5).
  return act(
    (ctx) => {
      const att = ctx.state.attack;
      if (!att || att.calculated) return;
      ctx.state.attack = null;
      ctx.events.push({ type: 'attackCancelled', attacker: att.attacker, player: ctx.state.turnPlayer });
    },
    (ctx) => ctx.state.attack !== null && !ctx.state.attack.calculated,
  );
}
