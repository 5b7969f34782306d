// Elemental HERO Mariner (Ｅ・ＨＥＲＯ セイラーマン) — Fusion monster.
import { lingerHas } from '../../../engine/effects/lingering';
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const mariner: CardScript = {
  id: 160019047,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) =>
        canStillBattle(ctx) &&
        !lingerHas(ctx.state, ctx.self, 'directAttack') &&
        ctx.state.players[ctx.seat].spellTraps.some((s) => s !== null && s.faceDown),
      cost: [mill(1)],
      steps: [act((ctx) => linger(ctx, ctx.self, 'directAttack'))],
    },
  ],
};
