// Elemental HERO Prisma (Ｅ・ＨＥＲＯ プリズマー) — Legend Effect monster.
import { cardDef } from '../../../engine/cards';
import { act, isFusion, linger, listOf, pile, reveal, type CardScript, type ReadCtx, type Step } from '../../../engine/effects/vocab';
import { tx } from '../../../engine/text';

/** The distinct card ids a Fusion monster lists as materials. */
function materialNames(ctx: ReadCtx, uid: number): number[] {
  const out: number[] = [];
  for (const m of cardDef(ctx.state, uid).fusionMaterials ?? []) if (typeof m === 'number' && !out.includes(m)) out.push(m);
  return out;
}

const hasMaterials = (d: { fusionMaterials?: (number | string)[] }): boolean => (d.fusionMaterials ?? []).some((m) => typeof m === 'number');

/** Cost: declare 1 material name the revealed Fusion monster lists. */
const declare: Step = {
  run(ctx) {
    if (ctx.locals.declared !== undefined) return;
    const fusion = listOf(ctx, 'revealed')[0];
    if (fusion === undefined) return;
    const names = materialNames(ctx, fusion).map((id) => tx('opt.cardName', { cardId: id }));
    return { kind: 'option', store: 'declared', title: tx('prompt.declareName'), options: names };
  },
};

export const prisma: CardScript = {
  id: 160019065,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => pile(ctx, 'extra', (d) => isFusion(d) && hasMaterials(d)).length > 0,
      cost: [...reveal('extra', (d) => isFusion(d) && hasMaterials(d)), declare],
      steps: [
        act((ctx) => {
          const fusion = listOf(ctx, 'revealed')[0];
          const i = ctx.locals.declared;
          if (fusion === undefined || typeof i !== 'number') return;
          const id = materialNames(ctx, fusion)[i];
          if (id !== undefined) linger(ctx, ctx.self, 'nameAs', id);
        }),
      ],
    },
  ],
};
