// Elemental HERO Burst Wingman (Ｅ・ＨＥＲＯ バースト・ウィングマン) — Fusion monster.
import {
  act, ask, choose, destroy, faceUp, isRace, def, linger, listOf, mill, mine, opponentsNextTurn, said, spellTrapsOf, when,
  type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';
import { count, tx } from '../../../engine/text';

const warriors = (ctx: ReadCtx): number[] => faceUp(mine(ctx)).filter((m) => isRace('Warrior')(def(ctx, m.slot.uid))).map((m) => m.slot.uid);
const theirSpellTraps = (ctx: ReadCtx): number[] => spellTrapsOf(ctx.state, other(ctx.seat));

export const burstWingman: CardScript = {
  id: 160320002,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      cost: [mill(1)],
      steps: [
        choose('w', tx('prompt.yourMonster', count(1)), warriors),
        act((ctx) => {
          const w = listOf(ctx, 'w')[0];
          if (w !== undefined) linger(ctx, w, 'atk', 1000, opponentsNextTurn(ctx));
        }),
        when((ctx) => theirSpellTraps(ctx).length > 0, ask('st', tx('ask.destroy', { max: 1 }))),
        when(said('st'), choose('stTarget', tx('prompt.destroy', count(1)), theirSpellTraps, 1, 1, { mandatory: false })),
        act((ctx) => void destroy(ctx, listOf(ctx, 'stTarget'))),
      ],
    },
  ],
};
