// Supreme Machine Magnum Overlord [R] (超魔機神マグナム・オーバーロード［Ｒ］) — MAXIMUM piece.
import { cardDef } from '../../../engine/cards';
import { act, choose, faceUp, linger, listOf, mill, theirs, type CardScript } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

export const magnumOverlordR: CardScript = {
  id: 160202003,
  text: "[MAXIMUM] Cost: send the top card of your Deck to the GY. Choose 1 face-up monster your opponent controls: this MAXIMUM monster gains ATK equal to its Level x 200 until the end of the turn.",
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      maximumOnly: true,
      cost: [mill(1)],
      steps: [
        choose('t', tx('prompt.opponentsCard', count(1)), (ctx) => faceUp(theirs(ctx)).map((m) => m.slot.uid)),
        act((ctx) => {
          const t = listOf(ctx, 't')[0];
          if (t !== undefined) linger(ctx, ctx.self, 'atk', (cardDef(ctx.state, t).level ?? 0) * 200);
        }),
      ],
    },
  ],
};
