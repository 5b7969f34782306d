// Cranked to Ten!! (１０ｓｉｏｎＭＡＸ！！！) — Normal Spell.
import { act, choose, damage, faceUp, isMonster, linger, listOf, mine, type CardScript } from '../../../engine/effects/vocab';
import { levelOf, opponentOf, sendFromHand } from '../../../engine/effects/vocab/maximum';
import { count, tx } from '../../../engine/text';

export const crankedToTen: CardScript = {
  id: 160202007,
  text:
    'Cost: send 1 monster from your hand to the GY. Choose 1 face-up monster you control: until the end of the turn it gains 400 ATK ' +
    'and inflicts piercing battle damage. If it is Level 10, also inflict 1000 damage to your opponent.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      cost: sendFromHand(1, isMonster),
      steps: [
        choose('target', tx('prompt.yourMonster', count(1)), (ctx) => faceUp(mine(ctx)).map((m) => m.slot.uid)),
        act((ctx) => {
          const t = listOf(ctx, 'target')[0];
          if (t === undefined) return;
          linger(ctx, t, 'atk', 400);
          linger(ctx, t, 'piercing');
          if (levelOf(ctx, t) === 10) damage(ctx, opponentOf(ctx), 1000);
        }),
      ],
    },
  ],
};
