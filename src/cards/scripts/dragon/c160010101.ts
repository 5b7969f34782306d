// Blue-Fang Burst Dragon (碧牙の爆速竜) — Effect monster.
import { monsterAtk } from '../../../engine/stats';
import { act, destroy, faceUp, linger, mill, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';

/** Face-up monsters the opponent controls with 1500 or less ATK (a MAXIMUM monster is one). */
const weak = (ctx: ReadCtx): number[] =>
  faceUp(theirs(ctx))
    .filter((m) => monsterAtk(ctx.state, m.slot) <= 1500)
    .map((m) => m.slot.uid);

export const blueFangBurstDragon: CardScript = {
  id: 160010101,
  text:
    "Only if your opponent controls a face-up monster with 1500 or less ATK. Cost: send the top card of your Deck to the GY. " +
    'Destroy every face-up monster your opponent controls with 1500 or less ATK; this card then gains 300 ATK for each one destroyed until the end of the turn.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => weak(ctx).length > 0,
      cost: [mill(1)],
      steps: [
        act((ctx) => {
          const hit = destroy(ctx, weak(ctx));
          if (hit.length > 0) linger(ctx, ctx.self, 'atk', 300 * hit.length);
        }),
      ],
    },
  ],
};
