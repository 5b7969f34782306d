// Quaking Mirror Force (砂塵のバリア －ダスト・フォース－) — Legend Trap.
import { act, faceUp, setPosition, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';

/** Face-up monsters your opponent controls that can be turned face-down (not a MAXIMUM monster, R-MAX-13). */
const turnable = (ctx: ReadCtx): number[] => faceUp(theirs(ctx)).filter((m) => !m.slot.maximum).map((m) => m.slot.uid);

export const quakingMirrorForce: CardScript = {
  id: 160320038,
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'attack' && !ev.replay && ev.player !== ctx.seat,
      condition: (ctx) => turnable(ctx).length > 0,
      steps: [
        act((ctx) => {
          for (const u of turnable(ctx)) setPosition(ctx, u, 'defense', true);
        }),
      ],
    },
  ],
};
