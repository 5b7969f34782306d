// Curtain of Sparks (火の粉のカーテン) — Trap.
import { act, linger, listOf, type CardScript } from '../../../engine/effects/vocab';
import { liveAttacker, opponentAttack, spellcastersInGy } from './common';

export const curtainOfSparks: CardScript = {
  id: 160301014,
  text: "When your opponent's monster declares an attack, if a Spellcaster monster is in your GY: the attacking monster loses 500 ATK until the end of the turn.",
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: opponentAttack,
      condition: (ctx) => spellcastersInGy(ctx).length > 0,
      steps: [
        act((ctx) => {
          const a = liveAttacker(ctx, listOf(ctx, 'trigger')[0]);
          if (a) linger(ctx, a.uid, 'atk', -500, ctx.state.turn, a.seat);
        }),
      ],
    },
  ],
};
