// B.B.B. - Beast Brave Brandish (Ｂ・Ｂ・Ｂ) — Normal Spell.
import { act, ask, canStillBattle, draw, gyToDeck, isMaximum, linger, said, when, type CardScript } from '../../../engine/effects/vocab';
import { inMaximumMode, WHILE_FACE_UP } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

export const beastBraveBrandish: CardScript = {
  id: 160207026,
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      cost: gyToDeck(2, isMaximum),
      steps: [
        // The cost put 2 cards into the Deck, so the draw is always possible.
        act((ctx) => draw(ctx, 1)),
        // As in EDOPro: offered only while the monster could still battle this turn.
        when((ctx) => canStillBattle(ctx) && inMaximumMode(ctx).length > 0, ask('pierce', tx('ask.piercing'))),
        when(
          said('pierce'),
          act((ctx) => {
            const m = inMaximumMode(ctx)[0];
            if (m) linger(ctx, m.slot.uid, 'piercing', 1, WHILE_FACE_UP);
          }),
        ),
      ],
    },
  ],
};
