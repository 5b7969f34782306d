// Heavenly Gift (天の加護) — Normal Spell.
import { cardDef } from '../../../engine/cards';
import { act, ask, choose, draw, isMonster, listOf, moveCard, pile, said, when, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { deckSize } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

const levelsSent = (ctx: ReadCtx): number => listOf(ctx, 'sent').reduce((n, u) => n + (cardDef(ctx.state, u).level ?? 0), 0);

export const heavenlyGift: CardScript = {
  id: 160202050,
  text:
    'Send 1 or more monsters from your hand to the GY. Then, if the original Levels of the sent monsters total 10 or more, you may draw 2 cards.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [
        choose('sent', tx('prompt.sendToGy', { min: 1, max: 99, where: 'hand' }), (ctx) => pile(ctx, 'hand', isMonster), 1, 99),
        act((ctx) => {
          for (const u of listOf(ctx, 'sent')) moveCard(ctx, u, 'gy', 'effect');
        }),
        when((ctx) => levelsSent(ctx) >= 10 && deckSize(ctx) >= 2, ask('draw', tx('ask.draw', { max: 2 }))),
        when(said('draw'), act((ctx) => draw(ctx, 2))),
      ],
    },
  ],
};
