// Running the step word `equipFrom` (schema.ts says what it means).
import { tx } from '../../../text';
import { freeSpellTrapZones, locateMonster } from '../../../zones';
import type { Prompt, ReadCtx, Step } from '../../types';
import { placeEquipFrom } from '../../primitives/moves';
import { listOf } from '../../primitives/query';
import { scriptOf } from '../../registry';
import { cardsOf, resolveRef } from '../../doc/select';
import type { CardRef, DocStep } from '../../doc/types';

/** The restriction of an Equip Spell: the `to` of its own `equip` step, if its document has one. */
function restrictionOf(ctx: ReadCtx, spell: number): CardRef | null {
  const doc = scriptOf(ctx.state, spell)?.doc as { effects?: { steps?: { do: string; to?: CardRef }[] }[] } | undefined;
  for (const e of doc?.effects ?? []) for (const st of e.steps ?? []) if (st.do === 'equip' && st.to !== undefined) return st.to;
  return null;
}

export function runEquipFrom(s: Extract<DocStep, { do: 'equipFrom' }>): Step {
  const key = (what: string, i: number): string => ['equipFrom', what, i].join(':');
  // The face-up monsters among `to` the Spell may equip by its own restriction (read as its effect would, R-EQ-2).
  const targetsFor = (ctx: ReadCtx, spell: number): number[] => {
    const own = restrictionOf(ctx, spell);
    if (own === null) return [];
    const allowed = new Set(resolveRef({ ...ctx, self: spell }, own));
    return resolveRef(ctx, s.to).filter((u) => allowed.has(u) && locateMonster(ctx.state, u)?.slot.faceDown === false);
  };
  const pickable = (ctx: ReadCtx): number[] => cardsOf(ctx, s.from).filter((u) => targetsFor(ctx, u).length > 0);
  const zones = (ctx: ReadCtx): number => freeSpellTrapZones(ctx.state.players[ctx.seat]).length;
  return {
    run(ctx): Prompt | void {
      for (let i = 0; i < s.max; i++) {
        if (ctx.locals[key('pick', i)] === undefined) {
          const list = zones(ctx) > 0 ? pickable(ctx) : [];
          if (list.length === 0) return;
          // The first is required; each later one may be declined (none chosen ends the step).
          return { kind: 'cards', store: key('pick', i), title: tx('prompt.equipCard'), from: list, min: i === 0 ? 1 : 0, max: 1 };
        }
        const spell = listOf(ctx, key('pick', i))[0];
        if (spell === undefined) return;
        if (ctx.locals[key('target', i)] === undefined) {
          const targets = targetsFor(ctx, spell);
          if (targets.length === 0) return;
          return { kind: 'cards', store: key('target', i), title: tx('prompt.equipTarget'), from: targets, min: 1, max: 1 };
        }
        if (ctx.locals[key('placed', i)] === undefined) {
          const target = listOf(ctx, key('target', i))[0];
          ctx.locals[key('placed', i)] = target !== undefined && placeEquipFrom(ctx, spell, target) ? [spell] : [];
        }
      }
    },
    can: (ctx) => zones(ctx) > 0 && pickable(ctx).length > 0,
  };
}
