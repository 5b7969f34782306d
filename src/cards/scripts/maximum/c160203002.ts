// Supreme Skystream Magnum Overlord (超魔旗艦マグナム・オーバーロード) — MAXIMUM center, MAXIMUM ATK 3500.
import {
  act, ask, canSpecialSummon, choose, destroy, isMonster, listOf, moveCard, pile, said, spellTrapsOf, specialSummon, when,
  type CardScript, type ReadCtx, type Step,
} from '../../../engine/effects/vocab';
import type { Prompt } from '../../../engine/effects/types';
import { opponentOf } from '../../../engine/effects/vocab/maximum';
import { count, OPT_ATTACK, OPT_DEFENSE, tx } from '../../../engine/text';

const handMonsters = (ctx: ReadCtx): number[] => pile(ctx, 'hand', isMonster);
const theirSpellTraps = (ctx: ReadCtx): number[] => spellTrapsOf(ctx.state, opponentOf(ctx));

/** R-SS-2: each summoned monster in face-up Attack or face-up Defense Position, as its controller picks. */
const positions: Step = {
  run(ctx): Prompt | void {
    const chosen = listOf(ctx, 'summon');
    for (let i = 0; i < chosen.length; i++) {
      if (ctx.locals[`pos${i}`] === undefined) {
        return {
          kind: 'option',
          store: `pos${i}`,
          title: tx('prompt.positionOf', { card: chosen[i] as number }),
          options: [OPT_ATTACK, OPT_DEFENSE],
        };
      }
    }
  },
};

export const skystreamOverlord: CardScript = {
  id: 160203002,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      // The cost empties your Monster Zones, so a monster in hand is all the summon needs (R-MAX-9, R-SS-3).
      condition: (ctx) => handMonsters(ctx).length > 0,
      cost: [act((ctx) => void moveCard(ctx, ctx.self, 'gy', 'cost'))],
      steps: [
        choose(
          'summon',
          tx('prompt.specialSummon', { min: 1, max: 2, where: 'hand' }),
          (ctx) => handMonsters(ctx).filter((u) => canSpecialSummon(ctx.state, ctx.seat, u)),
          1,
          2,
          { mandatory: false },
        ),
        positions,
        act((ctx) => {
          let n = 0;
          listOf(ctx, 'summon').forEach((u, i) => {
            if (specialSummon(ctx, u, ctx.locals[`pos${i}`] === 1 ? 'defense' : 'attack')) n++;
          });
          ctx.locals.summoned = n;
        }),
        when((ctx) => ctx.locals.summoned !== 0 && theirSpellTraps(ctx).length > 0, ask('wreck', tx('ask.destroy', { max: 1 }))),
        when(said('wreck'), choose('st', tx('prompt.destroy', count(1)), theirSpellTraps, 1, 1, { mandatory: false })),
        when(said('wreck'), act((ctx) => void destroy(ctx, listOf(ctx, 'st')))),
      ],
    },
  ],
};
