// Supreme Dog Ropero (超魔犬ロペロ) — Effect monster.
import {
  act, choose, isMaximum, linger, listOf, moveCard, opponentsNextTurn, payLifePoints, pile, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import type { CardDef } from '../../../engine/types';
import { handToDeck } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

const SUPER_ELECTROMAGNETIC_MAXIMUM = 160207024;
const BEAST_BRAVE_BRANDISH = 160207026;

const recoverable = (d: CardDef): boolean =>
  (isMaximum(d) && d.level === 10) || d.id === SUPER_ELECTROMAGNETIC_MAXIMUM || d.id === BEAST_BRAVE_BRANDISH;
const inGy = (ctx: ReadCtx): number[] => pile(ctx, 'gy', recoverable);

export const supremeDogRopero: CardScript = {
  id: 160207022,
  text:
    'Cost: pay 500 LP and shuffle 2 cards from your hand into your Deck. This card cannot be destroyed by battle until the end of ' +
    'your opponent\'s next turn. Then you may add 1 Level 10 MAXIMUM monster, "Super Electromagnetic Maximum" or ' +
    '"B.B.B. - Beast Brave Brandish" from your GY to your hand.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      cost: [payLifePoints(500), ...handToDeck(2)],
      steps: [
        act((ctx) => linger(ctx, ctx.self, 'battleImmune', 1, opponentsNextTurn(ctx))),
        choose('add', tx('prompt.addToHand', { min: 0, max: 1, where: 'gy' }), inGy, 0, 1, { mandatory: false }),
        act((ctx) => {
          for (const u of listOf(ctx, 'add')) moveCard(ctx, u, 'hand');
        }),
      ],
    },
  ],
};
