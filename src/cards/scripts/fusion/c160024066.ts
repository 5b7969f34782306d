// Elemental HERO Plasma Vice (Ｅ・ＨＥＲＯ プラズマヴァイスマン) — Fusion monster.
import { act, choose, destroy, discard, linger, listOf, theirs, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const attackPosition = (ctx: ReadCtx): number[] => theirs(ctx).filter((m) => !m.slot.faceDown && m.slot.position === 'attack').map((m) => m.slot.uid);

export const plasmaVice: CardScript = {
  id: 160024066,
  text:
    "Send 1 card from your hand to the GY (cost): destroy 1 Attack Position monster your opponent controls, " +
    'then this card deals piercing battle damage this turn.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => attackPosition(ctx).length > 0,
      cost: discard(1),
      steps: [
        choose('t', tx('prompt.destroy', count(1)), attackPosition),
        act((ctx) => {
          destroy(ctx, listOf(ctx, 't'));
          linger(ctx, ctx.self, 'piercing');
        }),
      ],
    },
  ],
};
