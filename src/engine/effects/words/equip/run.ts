// Running the step word `equip` (schema.ts says what it means).
import { tx } from '../../../text';
import { locateMonster } from '../../../zones';
import type { Prompt, ReadCtx, Step } from '../../types';
import { attachEquip } from '../../primitives/equip';
import { listOf } from '../../primitives/query';
import { resolveRef } from '../../doc/select';
import type { DocStep } from '../../doc/types';

const STORE = 'equipTarget';

export function runEquip(s: Extract<DocStep, { do: 'equip' }>): Step {
  // The face-up monsters on the field among `to` (R-EQ-2).
  const from = (ctx: ReadCtx): number[] =>
    resolveRef(ctx, s.to).filter((u) => {
      const at = locateMonster(ctx.state, u);
      return at !== null && !at.slot.faceDown;
    });
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[STORE] === undefined) {
        const list = from(ctx);
        if (list.length > 0) return { kind: 'cards', store: STORE, title: tx('prompt.equipTarget'), from: list, min: 1, max: 1 };
        ctx.locals[STORE] = [];
      }
      attachEquip(ctx, listOf(ctx, STORE)[0]);
    },
    can: (ctx) => from(ctx).length > 0,
  };
}
