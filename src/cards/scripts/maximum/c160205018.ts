// Doomblaze Despair (終焔の絶望) — Normal Trap.
import { cardDef } from '../../../engine/cards';
import { act, damage, isMaximum, listOf, payLifePoints, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { inMaximumMode, opponentOf, toDeckShuffled } from '../../../engine/effects/vocab/maximum';
import { locateMonster } from '../../../engine/zones';

/** The attacker that met the timing, while it is still an opponent's monster on the field. */
const attacker = (ctx: ReadCtx): number | undefined =>
  listOf(ctx, 'trigger').find((u) => locateMonster(ctx.state, u)?.seat === opponentOf(ctx));

export const doomblazeDespair: CardScript = {
  id: 160205018,
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => {
        if (ev.type !== 'attack' || ev.replay || ev.player === ctx.seat || ev.target === 'direct') return false;
        const target = locateMonster(ctx.state, ev.target);
        const att = locateMonster(ctx.state, ev.attacker);
        if (!target || target.seat !== ctx.seat || target.slot.faceDown || !att || att.seat === ctx.seat) return false;
        // Any face-up MAXIMUM-kind card is a MAXIMUM monster here: a lone piece counts too.
        return isMaximum(cardDef(ctx.state, target.slot.uid)) && (cardDef(ctx.state, att.slot.uid).level ?? 0) <= 8;
      },
      cost: [payLifePoints(600)],
      steps: [
        // The timing already required the attacker on the field (locals.trigger is only set on activation).
        act((ctx) => {
          const a = attacker(ctx);
          if (a === undefined) return;
          toDeckShuffled(ctx, [a], 'effect');
          if (inMaximumMode(ctx).length > 0) damage(ctx, opponentOf(ctx), 600);
        }),
      ],
    },
  ],
};
