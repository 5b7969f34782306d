// Multistrike Dragon Dragias (連撃竜ドラギアス) — Effect monster.
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const multistrikeDragias: CardScript = {
  id: 160302001,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: canStillBattle,
      cost: [mill(1)],
      steps: [act((ctx) => linger(ctx, ctx.self, 'extraAttackOnWin'))],
    },
  ],
};
