// Counter Shield (カウンター・シールド) — Trap.
import { act, gyToDeck, isNormalMonster, linger, listOf, type CardScript } from '../../../engine/effects/vocab';
import { locateMonster } from '../../../engine/zones';
import { cardDef } from '../../../engine/cards';
import { liveAttacker, opponentAttack } from './common';

export const counterShield: CardScript = {
  id: 160003056,
  text:
    "When your opponent's monster declares an attack on a face-up Normal Monster you control. Cost: shuffle 1 Normal " +
    'Monster with 1000 or more DEF from your GY into your Deck. The attacking monster loses 1000 ATK until the end of the turn.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => {
        if (!opponentAttack(ev, ctx) || ev.target === 'direct') return false;
        const t = locateMonster(ctx.state, ev.target);
        return t !== null && t.seat === ctx.seat && !t.slot.faceDown && isNormalMonster(cardDef(ctx.state, t.slot.uid));
      },
      cost: gyToDeck(1, (d) => isNormalMonster(d) && (d.def ?? 0) >= 1000),
      steps: [
        act((ctx) => {
          const a = liveAttacker(ctx, listOf(ctx, 'trigger')[0]);
          if (a) linger(ctx, a.uid, 'atk', -1000, ctx.state.turn, a.seat);
        }),
      ],
    },
  ],
};
