// Great Multistrike Dragon Dragias Burst [L] (大連撃竜ドラギアス・バースト［Ｌ］) — MAXIMUM piece.
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const dragiasBurstL: CardScript = {
  id: 160422001,
  text:
    '[MAXIMUM] Only if you can still enter the Battle Phase. Cost: send the top card of your Deck to the GY. ' +
    'This turn this MAXIMUM monster can attack monsters up to 3 times; during the End Phase, shuffle it (all 3 pieces) into the Deck.',
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
