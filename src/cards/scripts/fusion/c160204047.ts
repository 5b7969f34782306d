// Spectral Swords of the Everloyal Guard (忠義の護衛刀) — Trap.
import { act, choose, def, faceUp, isFusion, linger, listOf, mine, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const myFusions = (ctx: ReadCtx): number[] => faceUp(mine(ctx)).filter((m) => isFusion(def(ctx, m.slot.uid))).map((m) => m.slot.uid);

export const spectralSwords: CardScript = {
  id: 160204047,
  text: "When your opponent's monster declares an attack, if you control a face-up Fusion monster: choose 1 face-up Fusion monster you control; it cannot be destroyed by battle this turn.",
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'attack' && !ev.replay && ev.player !== ctx.seat,
      condition: (ctx) => myFusions(ctx).length > 0,
      steps: [
        choose('f', tx('prompt.yourMonster', count(1)), myFusions),
        act((ctx) => {
          for (const u of listOf(ctx, 'f')) linger(ctx, u, 'battleImmune');
        }),
      ],
    },
  ],
};
