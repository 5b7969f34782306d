// Giant Tortoise of Greed (強欲な大亀) — Normal Trap.
import { act, draw, type CardScript } from '../../../engine/effects/vocab';
import { deckSize, opponentNormalSummoned } from '../../../engine/effects/vocab/maximum';

export const giantTortoiseOfGreed: CardScript = {
  id: 160003058,
  text: 'When your opponent Normal Summons a monster: you draw 2 cards.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: opponentNormalSummoned,
      steps: [act((ctx) => draw(ctx, 2), (ctx) => deckSize(ctx) >= 2)],
    },
  ],
};
