// Legend Scout (レジェンド・スカウト) — Effect monster, LIGHT Beast Lv3.
import { act, choose, draw, linger, listOf, moveCard, pile, reveal, thisTurn, type CardScript } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

export const legendScout: CardScript = {
  id: 160212047,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => ctx.state.players[ctx.seat].deck.length >= 10,
      cost: reveal('hand', (d) => d.legend),
      steps: [
        act((ctx) => draw(ctx, 1)),
        choose('sent', tx('prompt.sendToGy', count(1, 'hand')), (ctx) => pile(ctx, 'hand')),
        act((ctx) => {
          for (const u of listOf(ctx, 'sent')) moveCard(ctx, u, 'gy', 'effect');
          linger(ctx, ctx.self, 'tributeValue', 2, thisTurn(ctx), ctx.seat, { legend: true, position: 'attack' });
        }),
      ],
    },
  ],
};
