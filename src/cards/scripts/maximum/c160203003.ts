// Supreme Skystream Magnum Overlord [R] (超魔旗艦マグナム・オーバーロード［Ｒ］) — MAXIMUM piece.
import { act, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const skystreamOverlordR: CardScript = {
  id: 160203003,
  text:
    '[MAXIMUM] Cost: send the top 2 cards of your Deck to the GY. Until the end of the turn this MAXIMUM monster loses 1000 ATK; ' +
    'this turn it cannot attack directly, can attack each monster your opponent controls once, and inflicts piercing battle damage.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      cost: [mill(2)],
      steps: [
        act((ctx) => {
          linger(ctx, ctx.self, 'atk', -1000);
          linger(ctx, ctx.self, 'noDirectAttack');
          linger(ctx, ctx.self, 'piercing');
          linger(ctx, ctx.self, 'attackEachMonster');
        }),
      ],
    },
  ],
};
