// Yggdrago the Sky Emperor [L] (天帝龍樹ユグドラゴ［Ｌ］) — MAXIMUM piece.
import { act, choose, destroy, faceUp, listOf, mill, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { levelOf } from '../../../engine/effects/vocab/maximum';
import { count, tx } from '../../../engine/text';

const targets = (ctx: ReadCtx): number[] => faceUp(theirs(ctx)).map((m) => m.slot.uid).filter((u) => levelOf(ctx, u) <= 8);

export const yggdragoL: CardScript = {
  id: 160202010,
  text: '[MAXIMUM] Cost: send the top 3 cards of your Deck to the GY. Destroy 1 face-up Level 8 or lower monster your opponent controls.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      cost: [mill(3)],
      steps: [
        choose('target', tx('prompt.opponentsCard', count(1)), targets),
        act((ctx) => void destroy(ctx, listOf(ctx, 'target'))),
      ],
    },
  ],
};
