// Pot of Greed (強欲な壺) — Legend Normal Spell.
import { act, draw, type CardScript } from '../../../engine/effects/vocab';

export const potOfGreed: CardScript = {
  id: 160411003,
  text: 'Draw 2 cards.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [act((ctx) => draw(ctx, 2), (ctx) => ctx.state.players[ctx.seat].deck.length >= 2)],
    },
  ],
};
