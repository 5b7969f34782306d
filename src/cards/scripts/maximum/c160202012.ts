// Yggdrago the Sky Emperor [R] (天帝龍樹ユグドラゴ［Ｒ］) — MAXIMUM piece.
import { act, choose, listOf, mill, setPosition, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

// A MAXIMUM monster has no Defense Position (R-MAX-8), so it is never a choice here.
const defenders = (ctx: ReadCtx): number[] => theirs(ctx).filter((m) => m.slot.position === 'defense' && !m.slot.maximum).map((m) => m.slot.uid);

export const yggdragoR: CardScript = {
  id: 160202012,
  text: '[MAXIMUM] Cost: send the top 3 cards of your Deck to the GY. Change 1 Defense Position monster your opponent controls to face-up Attack Position.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      cost: [mill(3)],
      steps: [
        choose('target', tx('prompt.opponentsCard', count(1)), defenders),
        act((ctx) => {
          for (const u of listOf(ctx, 'target')) setPosition(ctx, u, 'attack', false);
        }),
      ],
    },
  ],
};
