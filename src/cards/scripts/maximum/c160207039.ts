// Ascending Weather Eel (気昇のウェザエール) — Effect monster.
import { act, choose, def, gyToDeck, isMonster, listOf, moveCard, shuffleDeck, type CardScript } from '../../../engine/effects/vocab';
import { isMonsterOfLevel } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

export const ascendingWeatherEel: CardScript = {
  id: 160207039,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      cost: gyToDeck(2, isMonster),
      steps: [
        act((ctx) => {
          const top = ctx.state.players[ctx.seat].deck.slice(0, 2);
          for (const u of top) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
          ctx.locals.excavated = top;
        }),
        choose(
          'added',
          tx('prompt.addToHand', { min: 0, max: 1, where: 'deck' }),
          (ctx) => listOf(ctx, 'excavated').filter((u) => isMonsterOfLevel(10)(def(ctx, u))),
          0,
          1,
          { mandatory: false },
        ),
        act((ctx) => {
          for (const u of listOf(ctx, 'added')) moveCard(ctx, u, 'hand');
          shuffleDeck(ctx, ctx.seat);
        }),
      ],
    },
  ],
};
