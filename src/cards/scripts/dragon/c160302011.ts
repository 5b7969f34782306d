// Dragonic Pressure (ドラゴニック・プレッシャー) — Normal Spell.
import { isDragonMonster } from '../../../engine/effects/vocab/dragon';
import {
  act, ask, canSpecialSummon, choose, destroy, discard, everyMonster, listOf, pile, said, specialSummon, when,
  type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

/** Level 4 or lower Dragon monsters in your GY that could be Special Summoned now. */
const revivable = (ctx: ReadCtx): number[] =>
  pile(ctx, 'gy', (d, u) => isDragonMonster(d) && (d.level ?? 0) <= 4 && canSpecialSummon(ctx.state, ctx.seat, u));

export const dragonicPressure: CardScript = {
  id: 160302011,
  text:
    'Cost: send 3 Dragon monsters from your hand to the GY. Destroy every monster on the field. Then, if any was destroyed, ' +
    'you may Special Summon 1 Level 4 or lower Dragon monster from your GY in face-up Defense Position.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => everyMonster(ctx).length > 0,
      cost: discard(3, isDragonMonster),
      steps: [
        act((ctx) => {
          ctx.locals.destroyed = destroy(ctx, everyMonster(ctx).map((m) => m.slot.uid)).length;
        }),
        when((ctx) => Number(ctx.locals.destroyed) > 0 && revivable(ctx).length > 0, ask('revive', tx('ask.specialSummon', { where: 'gy' }))),
        when(said('revive'), choose('revived', tx('prompt.specialSummon', count(1, 'gy')), revivable, 1, 1, { mandatory: false })),
        act((ctx) => {
          for (const u of listOf(ctx, 'revived')) specialSummon(ctx, u, 'defense');
        }),
      ],
    },
  ],
};
