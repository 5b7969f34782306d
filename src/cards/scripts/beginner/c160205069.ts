// Dark Hole (ブラック・ホール) — Legend Normal Spell.
import { act, destroy, everyMonster, type CardScript } from '../../../engine/effects/vocab';

export const darkHole: CardScript = {
  id: 160205069,
  text: 'Destroy every monster on the field.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [act((ctx) => void destroy(ctx, everyMonster(ctx).map((m) => m.slot.uid)), (ctx) => everyMonster(ctx).length > 0)],
    },
  ],
};
