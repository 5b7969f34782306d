// Sakuretsu Armor (炸裂装甲) — Legend Trap.
import { act, destroy, listOf, type CardScript } from '../../../engine/effects/vocab';

export const sakuretsuArmor: CardScript = {
  id: 160417005,
  text: "When an opponent's monster declares an attack: destroy the attacking monster.",
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'attack' && !ev.replay && ev.player !== ctx.seat,
      steps: [act((ctx) => void destroy(ctx, listOf(ctx, 'trigger')))],
    },
  ],
};
