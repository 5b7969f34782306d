// Twin Edge Dragon (ツインエッジ・ドラゴン) — Effect monster.
import { act, canStillBattle, discard, linger, type CardScript } from '../../../engine/effects/vocab';

export const twinEdgeDragon: CardScript = {
  id: 160302006,
  text: 'Only if you can still enter the Battle Phase. Cost: send 1 card from your hand to the GY. This card can attack twice this turn.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: canStillBattle,
      cost: discard(1),
      steps: [act((ctx) => linger(ctx, ctx.self, 'extraAttacks', 1))],
    },
  ],
};
