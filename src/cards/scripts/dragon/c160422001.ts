// Great Multistrike Dragon Dragias Burst [L] (大連撃竜ドラギアス・バースト［Ｌ］) — MAXIMUM piece.
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const dragiasBurstL: CardScript = {
  id: 160422001,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      condition: canStillBattle,
      cost: [mill(1)],
      steps: [
        act((ctx) => {
          // Up to 3 attacks on monsters: 2 more, which a direct attack forfeits.
          linger(ctx, ctx.self, 'extraAttacksOnMonsters', 2);
          linger(ctx, ctx.self, 'shuffleAtEndPhase');
        }),
      ],
    },
  ],
};
