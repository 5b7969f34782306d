// Running the step word `equipSelf` (schema.ts says what it means).
import { tx } from '../../../text';
import { freeSpellTrapZones, locateMonster } from '../../../zones';
import type { Prompt, ReadCtx, Step } from '../../types';
import { attachSelfAsEquip } from '../../primitives/equip';
import { listOf } from '../../primitives/query';
import { resolveRef } from '../../doc/select';
import type { DocStep } from '../../doc/types';

const STORE = 'equipSelfTarget';

export function runEquipSelf(s: Extract<DocStep, { do: 'equipSelf' }>): Step {
  // The other face-up monsters on the field among `to` (R-EQ-2), while this card is a face-up
  // monster of its controller's Monster Zone and a Spell & Trap Zone is free (R-ZONE-3).
  const from = (ctx: ReadCtx): number[] => {
    const me = locateMonster(ctx.state, ctx.self);
    if (!me || me.seat !== ctx.seat || me.slot.faceDown || me.slot.maximum) return [];
    if (freeSpellTrapZones(ctx.state.players[ctx.seat]).length === 0) return [];
    return resolveRef(ctx, s.to).filter((u) => {
      const at = locateMonster(ctx.state, u);
      return u !== ctx.self && at !== null && !at.slot.faceDown;
    });
  };
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[STORE] === undefined) {
        const list = from(ctx);
        if (list.length === 0) return;
        return { kind: 'cards', store: STORE, title: tx('prompt.equipTarget'), from: list, min: 1, max: 1 };
      }
      attachSelfAsEquip(ctx, listOf(ctx, STORE)[0]);
    },
    can: (ctx) => from(ctx).length > 0,
  };
}
