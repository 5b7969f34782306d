// Red-Boot Boost Dragon (真紅動の撃速竜) — Effect monster.
import { isDragonMonster } from '../../../engine/effects/vocab/dragon';
import { act, choose, damage, linger, listOf, moveCard, pile, shuffleDeck, type CardScript } from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';
import { tx } from '../../../engine/text';

export const redBootBoostDragon: CardScript = {
  id: 160315001,
  text:
    'Choose 1 to 7 Dragon monsters in your GY: inflict 100 damage to your opponent for each, this card gains 100 ATK for each until the end of the turn, ' +
    'then shuffle the chosen monsters into your Deck.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      steps: [
        choose('dragons', tx('prompt.cardsIn', { min: 1, max: 7, where: 'gy' }), (ctx) => pile(ctx, 'gy', isDragonMonster), 1, 7),
        act((ctx) => {
          const chosen = listOf(ctx, 'dragons');
          if (chosen.length === 0) return;
          const amount = 100 * chosen.length;
          damage(ctx, other(ctx.seat), amount);
          if (ctx.state.winner !== null) return;
          linger(ctx, ctx.self, 'atk', amount);
          for (const u of chosen) moveCard(ctx, u, 'deckBottom');
          shuffleDeck(ctx, ctx.seat);
        }),
      ],
    },
  ],
};
