// Vengeful Dragon's Counterattack (反攻の竜撃) — Trap.
import { dragonDestroyedByOpponent } from '../../../engine/effects/vocab/dragon';
import { act, choose, destroy, discard, listOf, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const theirMonsters = (ctx: ReadCtx): number[] => theirs(ctx).map((m) => m.slot.uid);

export const vengefulDragonsCounterattack: CardScript = {
  id: 160302014,
  text: "When a Dragon monster you control is destroyed by battle with your opponent's attacking monster: send 1 card from your hand to the GY (cost), then destroy 1 monster your opponent controls.",
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => dragonDestroyedByOpponent(ev, ctx, ['battle']),
      cost: discard(1),
      steps: [
        choose('target', tx('prompt.destroy', count(1)), theirMonsters),
        act((ctx) => void destroy(ctx, listOf(ctx, 'target'))),
      ],
    },
  ],
};
