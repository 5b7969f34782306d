// Multistrike Dragon Dragias (連撃竜ドラギアス) — Effect monster.
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const multistrikeDragias: CardScript = {
  id: 160302001,
  text:
    'Only if you can still enter the Battle Phase. Cost: send the top card of your Deck to the GY. ' +
    'This turn, once this card destroys a monster by battle, it can make a second attack.',
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
