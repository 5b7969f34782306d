// Wind Spirit's Protection (風精の加護) — Normal Spell.
import { act, choose, discardFromHand, linger, listOf, pile, type CardScript } from '../../../engine/effects/vocab';
import { mySpellcasters } from './common';
import { count, tx } from '../../../engine/text';

export const windSpiritsProtection: CardScript = {
  id: 160301011,
  text:
    'Condition: you control a face-up Spellcaster monster. Cost: send 1 other card from your hand to the GY. ' +
    'Choose 1 face-up Spellcaster monster you control: it gains 1000 ATK until the end of the turn.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => mySpellcasters(ctx).length > 0,
      cost: [
        // While the Spell is checked it may still be in the hand: it cannot pay for itself.
        choose('discarded', tx('prompt.sendToGy', count(1, 'hand')), (ctx) => pile(ctx, 'hand', (_d, u) => u !== ctx.self)),
        act((ctx) => discardFromHand(ctx, listOf(ctx, 'discarded'))),
      ],
      steps: [
        choose('target', tx('prompt.yourMonster', count(1)), mySpellcasters),
        act((ctx) => {
          for (const u of listOf(ctx, 'target')) linger(ctx, u, 'atk', 1000);
        }),
      ],
    },
  ],
};
