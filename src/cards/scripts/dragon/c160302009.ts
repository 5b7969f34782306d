// Phoenix Dragon (フェニックス・ドラゴン) — Effect monster.
import { isDragonMonster } from '../../../engine/effects/vocab/dragon';
import { act, choose, discard, listOf, moveCard, pile, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const bigDragons = (ctx: ReadCtx): number[] => pile(ctx, 'gy', (d) => isDragonMonster(d) && (d.level ?? 0) >= 5);

export const phoenixDragon: CardScript = {
  id: 160302009,
  text: 'Cost: send 1 card from your hand to the GY. Add 1 Level 5 or higher Dragon monster from your GY to your hand.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => bigDragons(ctx).length > 0,
      cost: discard(1),
      steps: [
        choose('added', tx('prompt.addToHand', count(1, 'gy')), bigDragons),
        act((ctx) => {
          for (const u of listOf(ctx, 'added')) {
            if (moveCard(ctx, u, 'hand')) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
          }
        }),
      ],
    },
  ],
};
