// Gravity Press Dragon (グラビティ・プレス・ドラゴン) — Effect monster.
import { monsterAtk, monsterDef } from '../../../engine/stats';
import { act, choose, discard, faceUp, linger, listOf, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

/** Face-up opponent monsters that have some ATK or DEF to lose. */
const targets = (ctx: ReadCtx): number[] =>
  faceUp(theirs(ctx))
    .filter((m) => monsterAtk(ctx.state, m.slot) > 0 || (monsterDef(ctx.state, m.slot) ?? 0) > 0)
    .map((m) => m.slot.uid);

export const gravityPressDragon: CardScript = {
  id: 160302002,
  text: "Cost: send 1 card from your hand to the GY. Choose 1 face-up monster your opponent controls: it loses 700 ATK and 700 DEF until the end of the turn.",
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => targets(ctx).length > 0,
      cost: discard(1),
      steps: [
        choose('target', tx('prompt.opponentsCard', count(1)), targets),
        act((ctx) => {
          const t = listOf(ctx, 'target')[0];
          if (t === undefined) return;
          linger(ctx, t, 'atk', -700);
          linger(ctx, t, 'def', -700);
        }),
      ],
    },
  ],
};
