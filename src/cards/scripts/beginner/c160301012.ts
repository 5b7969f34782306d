// Magical Stream (マジカル・ストリーム) — Normal Spell.
import { act, choose, destroy, listOf, spellTrapsOf, type CardScript } from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';
import { mySpellcasters } from './common';
import { count, tx } from '../../../engine/text';

export const magicalStream: CardScript = {
  id: 160301012,
  text: "Condition: you control a face-up Spellcaster monster. Destroy 1 Spell or Trap card your opponent controls.",
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => mySpellcasters(ctx).length > 0,
      steps: [
        choose('target', tx('prompt.opponentsCard', count(1)), (ctx) => spellTrapsOf(ctx.state, other(ctx.seat))),
        act((ctx) => void destroy(ctx, listOf(ctx, 'target'))),
      ],
    },
  ],
};
