// Elemental HERO Bubbleman (Ｅ・ＨＥＲＯ バブルマン) — Effect monster.
import { act, draw, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { locateMonster } from '../../../engine/zones';

/** This card is the only card in your hand and on your field. */
function alone(ctx: ReadCtx): boolean {
  const p = ctx.state.players[ctx.seat];
  return p.hand.length === 0 && p.field === null && p.spellTraps.every((s) => s === null) && p.monsters.every((m) => m === null || m.uid === ctx.self);
}

export const bubbleman: CardScript = {
  id: 160320009,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => locateMonster(ctx.state, ctx.self)?.slot.summonedThisTurn === true && alone(ctx),
      steps: [act((ctx) => draw(ctx, 2), (ctx) => ctx.state.players[ctx.seat].deck.length >= 2)],
    },
  ],
};
