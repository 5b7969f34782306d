// Wroughtwyvern (フレンドラゴン) — Effect monster.
import {
  act, ask, choose, def, faceUp, isNormalMonster, isRace, listOf, mine, moveCard, pile, said, when, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { FUSION } from './ids';
import { count, tx } from '../../../engine/text';

const fusionsInGy = (ctx: ReadCtx): number[] => pile(ctx, 'gy', (d) => d.id === FUSION);

export const wroughtwyvern: CardScript = {
  id: 160320012,
  summon: {
    fromHand: {
      position: 'defense',
      condition: (ctx) => faceUp(mine(ctx)).some((m) => isRace('Warrior')(def(ctx, m.slot.uid)) && isNormalMonster(def(ctx, m.slot.uid))),
    },
  },
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      steps: [
        act(
          (ctx) => {
            for (const u of ctx.state.players[ctx.seat].deck.slice(0, 4)) moveCard(ctx, u, 'gy');
          },
          (ctx) => ctx.state.players[ctx.seat].deck.length >= 4,
        ),
        when((ctx) => fusionsInGy(ctx).length > 0, ask('add', tx('ask.addToHand', { max: 1, where: 'gy' }))),
        when(said('add'), choose('f', tx('prompt.addToHand', count(1, 'gy')), fusionsInGy, 1, 1, { mandatory: false })),
        act((ctx) => {
          for (const u of listOf(ctx, 'f')) moveCard(ctx, u, 'hand');
        }),
      ],
    },
  ],
};
