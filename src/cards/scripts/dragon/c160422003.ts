// Great Multistrike Dragon Dragias Burst [R] (大連撃竜ドラギアス・バースト［Ｒ］) — MAXIMUM piece.
import { act, discard, linger, type CardScript } from '../../../engine/effects/vocab';

export const dragiasBurstR: CardScript = {
  id: 160422003,
  text: '[MAXIMUM] Cost: send 3 cards from your hand to the GY. Until the end of this turn, this MAXIMUM monster gains 1000 ATK and inflicts piercing battle damage.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      cost: discard(3),
      steps: [
        act((ctx) => {
          linger(ctx, ctx.self, 'atk', 1000);
          linger(ctx, ctx.self, 'piercing');
        }),
      ],
    },
  ],
};
