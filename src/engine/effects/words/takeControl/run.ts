// Running the step word `takeControl` (schema.ts says what it means).
import { addLingering } from '../../lingering';
import { switchControl } from '../../primitives/control';
import { act } from '../../primitives/steps';
import { refHasAtLeast, resolveRef } from '../../doc/select';
import { freeMonsterZones, locateMonster } from '../../../zones';
import { auraFlag } from '../../../stats';
import type { ReadCtx, Step } from '../../types';
import type { DocStep } from '../../doc/types';

export function runTakeControl(s: Extract<DocStep, { do: 'takeControl' }>): Step {
  const { cards: ref, until } = s;
  const freed = s.zonesFreedByCost ?? 0;
  const step = act((ctx) => {
    for (const u of resolveRef(ctx, ref)) {
      const at = locateMonster(ctx.state, u);
      // Only an opponent's monster, not in MAXIMUM mode, into a free zone of the player's.
      if (!at || at.seat === ctx.seat || at.slot.maximum !== null) continue;
      // A continuous `keepsControl` (while its conditions hold): its control cannot be switched.
      if (auraFlag(ctx.state, at.slot, 'keepsControl')) continue;
      if (!switchControl(ctx.state, u, ctx.seat, ctx.events)) continue;
      // Control goes back at the End Phase of this turn (flow.ts), to the player who had it.
      if (until === 'endPhase') addLingering(ctx.state, { source: ctx.self, target: u, seat: at.seat, kind: 'controlUntilEndPhase', value: 1, untilTurn: ctx.state.turn });
    }
  });
  // A free zone is needed to take a monster (R-ZONE-2), counting those the cost frees first; a choice made in this effect is narrowed by its own filter.
  const can = (ctx: ReadCtx): boolean =>
    freeMonsterZones(ctx.state.players[ctx.seat]).length + freed > 0 && (typeof ref === 'object' && 'chosen' in ref ? true : refHasAtLeast(ctx, ref, 1));
  step.can = can;
  return step;
}
