// Fusionic Defense (フュージョニック・ディフェンス) — Trap.
import {
  act, ask, choose, faceUp, linger, listOf, mine, pile, said, setSpellTrapFrom, when, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { freeSpellTrapZones } from '../../../engine/zones';
import { FUSION } from './ids';
import { count, tx } from '../../../engine/text';

const fusionsInGy = (ctx: ReadCtx): number[] => pile(ctx, 'gy', (d) => d.id === FUSION);
const myFaceUp = (ctx: ReadCtx): number[] => faceUp(mine(ctx)).map((m) => m.slot.uid);

export const fusionicDefense: CardScript = {
  id: 160016064,
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'summon' && ev.player !== ctx.seat && !ev.faceDown,
      steps: [
        choose('f', tx('prompt.setFrom', count(1, 'gy')), fusionsInGy),
        act(
          (ctx) => {
            const f = listOf(ctx, 'f')[0];
            ctx.locals.didSet = f !== undefined && setSpellTrapFrom(ctx, f);
          },
          // The Trap itself still holds a zone while it resolves, so another one must be free.
          (ctx) => freeSpellTrapZones(ctx.state.players[ctx.seat]).length > 0,
        ),
        when((ctx) => ctx.locals.didSet === true && myFaceUp(ctx).length > 0, ask('protect', tx('ask.protect'))),
        when(said('protect'), choose('p', tx('prompt.yourMonster', count(1)), myFaceUp, 1, 1, { mandatory: false })),
        act((ctx) => {
          for (const u of listOf(ctx, 'p')) {
            linger(ctx, u, 'battleImmune');
            linger(ctx, u, 'effectImmune');
          }
        }),
      ],
    },
  ],
};
