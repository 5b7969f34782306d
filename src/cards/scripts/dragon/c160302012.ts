// Dragon's Inferno (火竜の熱閃) — Normal Spell.
import { isDragonMonster } from '../../../engine/effects/vocab/dragon';
import {
  act, choose, def, destroy, faceUp, listOf, mine, spellTrapsOf, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';
import { count, tx } from '../../../engine/text';

const theirSpellTraps = (ctx: ReadCtx): number[] => spellTrapsOf(ctx.state, other(ctx.seat));

export const dragonsInferno: CardScript = {
  id: 160302012,
  text: 'Only if you control a face-up Dragon monster. Choose 1 Spell or Trap card your opponent controls and destroy it.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => faceUp(mine(ctx)).some((m) => isDragonMonster(def(ctx, m.slot.uid))),
      steps: [
        choose('target', tx('prompt.opponentsCard', count(1)), theirSpellTraps),
        act((ctx) => void destroy(ctx, listOf(ctx, 'target'))),
      ],
    },
  ],
};
