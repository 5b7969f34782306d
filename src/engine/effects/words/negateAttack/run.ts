// Running the step word `negateAttack` (schema.ts says what it means).
import type { Step } from '../../types';
import { act } from '../../primitives/steps';
import { NEGATED_TARGET } from '../../lastKnown';

export function runNegateAttack(): Step {
  // R-BAT-6: a negated attack ends before damage calculation; its declaration still counts (R-BAT-5).
  return act(
    (ctx) => {
      const att = ctx.state.attack;
      if (!att || att.calculated) return;
      // The effect's later steps may still name the monster it targeted ("attackTarget").
      if (typeof att.target === 'number') ctx.locals[NEGATED_TARGET] = [att.target];
      ctx.state.attack = null;
      ctx.events.push({ type: 'attackCancelled', attacker: att.attacker, player: ctx.state.turnPlayer });
    },
    (ctx) => ctx.state.attack !== null && !ctx.state.attack.calculated,
  );
}
