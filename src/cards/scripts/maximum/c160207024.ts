// Super Electromagnetic Maximum (超電磁マキシマム) — Normal Spell.
import { act, choose, linger, listOf, moveCard, pile, reveal, theirs, thisTurn, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { isMachine } from '../../../engine/effects/vocab/maximum';
import { tx } from '../../../engine/text';

const gyMachines = (ctx: ReadCtx): number[] => pile(ctx, 'gy', isMachine);

export const superElectromagneticMaximum: CardScript = {
  id: 160207024,
  text:
    'Only while your opponent controls a monster. Cost: reveal 1 Level 10 Machine monster in your hand. Add 1 or 2 Machine monsters ' +
    'from your GY to your hand. For the rest of this turn you cannot Normal Summon or Set monsters.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => theirs(ctx).length > 0,
      cost: reveal('hand', (d) => isMachine(d) && d.level === 10),
      steps: [
        choose('added', tx('prompt.addToHand', { min: 1, max: 2, where: 'gy' }), gyMachines, 1, 2),
        act((ctx) => {
          for (const u of listOf(ctx, 'added')) moveCard(ctx, u, 'hand');
          linger(ctx, null, 'noNormalSummon', 1, thisTurn(ctx));
        }),
      ],
    },
  ],
};
