// Supreme Machine Burning Overlord (超魔機人バーニング・オーバーロード) — Effect monster, Level 5.
import { cardDef } from '../../../engine/cards';
import {
  act, faceUp, isMaximum, linger, mine, opponentsNextTurn, payLifePoints, pile, raceOf, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { isMachine } from '../../../engine/effects/vocab/maximum';
import { freeMonsterZones } from '../../../engine/zones';

/** A face-up Machine (its current Type) MAXIMUM-kind card you control: a lone piece, or a monster in MAXIMUM mode. */
const machineMaximumOnField = (ctx: ReadCtx): boolean =>
  faceUp(mine(ctx)).some((m) => isMaximum(cardDef(ctx.state, m.slot.uid)) && raceOf(ctx.state, m.slot.uid) === 'Machine');

export const burningOverlord: CardScript = {
  id: 160211069,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => pile(ctx, 'gy', (d) => isMaximum(d) && isMachine(d) && d.attribute === 'DARK').length >= 3,
      cost: [payLifePoints(500)],
      steps: [
        act((ctx) => {
          linger(ctx, ctx.self, 'atk', 1200, opponentsNextTurn(ctx));
          linger(ctx, ctx.self, 'effectImmune', 1, opponentsNextTurn(ctx));
        }),
      ],
    },
  ],
  summon: {
    // Needs a free zone too: beside a monster in MAXIMUM mode it is Tributed for as usual (R-MAX-9, R-MAX-11).
    noTributes: (ctx) => machineMaximumOnField(ctx) && freeMonsterZones(ctx.state.players[ctx.seat]).length > 0,
  },
};
