// Graceful Charity (天使の施し) — Legend Normal Spell.
import { act, choose, draw, pile, type CardScript } from '../../../engine/effects/vocab';
import { deckSize, discardChosen } from '../../../engine/effects/vocab/maximum';
import { count, tx } from '../../../engine/text';

export const gracefulCharity: CardScript = {
  id: 160204049,
  text: 'Draw 3 cards, then discard 2 cards.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [
        act((ctx) => draw(ctx, 3), (ctx) => deckSize(ctx) >= 3),
        // After drawing 3 the hand always holds 2 cards to discard.
        choose('discarded', tx('prompt.sendToGy', count(2, 'hand')), (ctx) => pile(ctx, 'hand'), 2, 2, { mandatory: false }),
        discardChosen('discarded'),
      ],
    },
  ],
};
