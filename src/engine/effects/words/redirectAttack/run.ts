// Running the step word `redirectAttack` (schema.ts says what it means).
import { checkTarget } from '../../../battle';
import { tx } from '../../../text';
import type { Prompt, ReadCtx, Step } from '../../types';
import { listOf } from '../../primitives/query';

const PICK = 'newTarget';

/** The effect's player's monsters the attack in progress could be aimed at instead of its target. */
function newTargets(ctx: ReadCtx): number[] {
  const att = ctx.state.attack;
  const attackerSeat = ctx.state.turnPlayer;
  if (!att || att.calculated || attackerSeat === ctx.seat) return [];
  const out: number[] = [];
  for (const m of ctx.state.players[ctx.seat].monsters) {
    if (m && m.uid !== att.target && checkTarget(ctx.state, attackerSeat, att.attacker, m.uid) === null) out.push(m.uid);
  }
  return out;
}

export function runRedirectAttack(): Step {
  return {
    run(ctx): Prompt | void {
      const att = ctx.state.attack;
      if (!att || att.calculated) return;
      if (ctx.locals[PICK] === undefined) {
        const from = newTargets(ctx);
        if (from.length === 0) return;
        return { kind: 'cards', store: PICK, title: tx('doc.newAttackTarget'), from, min: 1, max: 1 };
      }
      const [target] = listOf(ctx, PICK);
      if (target === undefined || !newTargets(ctx).includes(target)) return;
      // Not a new declaration (R-BAT-7): the event is marked as a replay, and the monsters the
      // attacker faces are the same, so no replay prompt follows.
      ctx.state.attack = { ...att, target };
      ctx.events.push({ type: 'attack', attacker: att.attacker, target, player: ctx.state.turnPlayer, replay: true });
    },
    can: (ctx) => newTargets(ctx).length > 0,
  };
}
