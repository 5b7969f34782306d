// Heavenly Invitation (天の招来) — Normal Spell.
import { act, choose, listOf, mine, moveCard, pile, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { deckSize, isMonsterOfLevel } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

const level10InGy = (ctx: ReadCtx): number[] => pile(ctx, 'gy', isMonsterOfLevel(10));

export const heavenlyInvitation: CardScript = {
  id: 160207054,
  text:
    'Send the top 3 cards of your Deck to the GY. Then, if you control no monsters, you may add 1 Level 10 monster from your GY to your hand.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [
        act(
          (ctx) => {
            for (const u of ctx.state.players[ctx.seat].deck.slice(0, 3)) moveCard(ctx, u, 'gy', 'effect');
          },
          (ctx) => deckSize(ctx) >= 3,
        ),
        choose('added', tx('prompt.addToHand', { min: 0, max: 1, where: 'gy' }), (ctx) => (mine(ctx).length === 0 ? level10InGy(ctx) : []), 0, 1, {
          mandatory: false,
        }),
        act((ctx) => {
          for (const u of listOf(ctx, 'added')) moveCard(ctx, u, 'hand');
        }),
      ],
    },
  ],
};
