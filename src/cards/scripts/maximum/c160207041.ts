// Deep Sea Dragon Bat Eel (深海竜バットイール) — Effect monster.
import { act, draw, listOf, pile, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { chooseCount, deckSize, isMonsterOfLevel, revealChosen, toDeckShuffled } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

const shownCount = (ctx: ReadCtx): number => listOf(ctx, 'revealed').length;

export const deepSeaDragonBatEel: CardScript = {
  id: 160207041,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      // You can only reveal as many as you could draw.
      condition: (ctx) => deckSize(ctx) >= 1,
      cost: [
        chooseCount(
          'revealed',
          tx('prompt.reveal', { min: 1, max: 3, where: 'hand' }),
          (ctx) => pile(ctx, 'hand', isMonsterOfLevel(10)),
          () => 1,
          (ctx) => Math.min(3, deckSize(ctx)),
        ),
        revealChosen('revealed'),
      ],
      steps: [
        act((ctx) => draw(ctx, shownCount(ctx))),
        chooseCount('returned', tx('prompt.shuffleIntoDeck', { min: 1, max: 1, where: 'hand' }), (ctx) => pile(ctx, 'hand'), shownCount, shownCount, {
          mandatory: false,
        }),
        act((ctx) => toDeckShuffled(ctx, listOf(ctx, 'returned'), 'effect')),
      ],
    },
  ],
};
