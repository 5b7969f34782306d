// Supreme Machine Magnum Overlord [L] (超魔機神マグナム・オーバーロード［Ｌ］) — MAXIMUM piece.
import { act, linger, type CardScript } from '../../../engine/effects/vocab';
import { lpBehind, lpOf, opponentOf, sendFromHand } from '../../../engine/effects/vocab/maximum';

export const magnumOverlordL: CardScript = {
  id: 160202001,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      condition: lpBehind,
      cost: sendFromHand(1),
      steps: [
        act((ctx) => {
          const gap = lpOf(ctx, opponentOf(ctx)) - lpOf(ctx, ctx.seat);
          if (gap > 0) linger(ctx, ctx.self, 'atk', gap);
        }),
      ],
    },
  ],
};
