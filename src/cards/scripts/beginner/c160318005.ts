// Torrential Tribute (激流葬) — Legend Trap.
import { act, destroy, everyMonster, type CardScript } from '../../../engine/effects/vocab';

export const torrentialTribute: CardScript = {
  id: 160318005,
  text: 'When a monster is Normal or Special Summoned (by either player): destroy every monster on the field.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      // Any face-up summon: Normal, Tribute, MAXIMUM, Fusion, Ritual or other Special Summon (a Set is not a Summon).
      trigger: (ev) => ev.type === 'summon' && !ev.faceDown,
      steps: [act((ctx) => void destroy(ctx, everyMonster(ctx).map((m) => m.slot.uid)), (ctx) => everyMonster(ctx).length > 0)],
    },
  ],
};
