// Trap Hole (落とし穴) — Legend Trap.
import { monsterAtk } from '../../../engine/stats';
import { act, destroy, listOf, type CardScript } from '../../../engine/effects/vocab';
import { locateMonster } from '../../../engine/zones';

export const trapHole: CardScript = {
  id: 160202019,
  text: 'When your opponent Normal Summons a monster with 1000 or more ATK: destroy that monster.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => {
        if (ev.type !== 'summon' || ev.player === ctx.seat || ev.faceDown) return false;
        if (ev.how !== 'normal' && ev.how !== 'tribute') return false;
        const at = locateMonster(ctx.state, ev.card);
        return at !== null && monsterAtk(ctx.state, at.slot) >= 1000;
      },
      steps: [act((ctx) => void destroy(ctx, listOf(ctx, 'trigger')))],
    },
  ],
};
