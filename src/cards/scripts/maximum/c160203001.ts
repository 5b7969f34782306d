// Supreme Skystream Magnum Overlord [L] (超魔旗艦マグナム・オーバーロード［Ｌ］) — MAXIMUM piece.
import { act, ask, choose, damage, isMonster, listOf, moveCard, pile, said, when, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { levelOf, opponentOf, toDeckShuffled } from '../../../engine/effects/vocab/maximum';
import { count, tx } from '../../../engine/text';

const gyMonsters = (ctx: ReadCtx): number[] => pile(ctx, 'gy', isMonster);
const picked = (ctx: ReadCtx): number | undefined => listOf(ctx, 'pick')[0];

export const skystreamOverlordL: CardScript = {
  id: 160203001,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      // After the cost, a monster must still be in the GY to choose (R-MEFF-2).
      condition: (ctx) => gyMonsters(ctx).length >= 2,
      cost: [
        choose('returned', tx('prompt.shuffleIntoDeck', count(1, 'gy')), gyMonsters),
        act((ctx) => toDeckShuffled(ctx, listOf(ctx, 'returned'), 'cost')),
      ],
      steps: [
        choose('pick', tx('prompt.cardsIn', count(1, 'gy')), gyMonsters, 1, 1, { mandatory: false }),
        act((ctx) => {
          const u = picked(ctx);
          if (u === undefined) return;
          const amount = levelOf(ctx, u) * 100;
          damage(ctx, opponentOf(ctx), amount);
          ctx.locals.dealt = amount > 0 ? 1 : 0;
        }),
        when(
          (ctx) => ctx.locals.dealt === 1 && gyMonsters(ctx).includes(picked(ctx) ?? -1),
          ask('add', tx('ask.addChosen')),
        ),
        when(said('add'), act((ctx) => void moveCard(ctx, picked(ctx) ?? -1, 'hand'))),
      ],
    },
  ],
};
