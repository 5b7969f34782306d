// Elemental HERO Thunder Giant (Ｅ・ＨＥＲＯ サンダー・ジャイアント) — Fusion monster.
import { act, choose, destroy, discard, everyMonster, faceUp, listOf, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { monsterAtk, originalAtk } from '../../../engine/stats';
import { locateMonster } from '../../../engine/zones';
import { count, tx } from '../../../engine/text';

/** Face-up monsters on either field whose original ATK is lower than this card's current ATK. */
function weaker(ctx: ReadCtx): number[] {
  const me = locateMonster(ctx.state, ctx.self);
  if (!me) return [];
  const atk = monsterAtk(ctx.state, me.slot);
  return faceUp(everyMonster(ctx)).filter((m) => originalAtk(ctx.state, m.slot) < atk).map((m) => m.slot.uid);
}

export const thunderGiant: CardScript = {
  id: 160320003,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => weaker(ctx).length > 0,
      cost: discard(1),
      steps: [
        choose('t', tx('prompt.destroy', count(1)), weaker),
        act((ctx) => void destroy(ctx, listOf(ctx, 't'))),
      ],
    },
  ],
};
