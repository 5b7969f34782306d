// Dragon Encounter (ドラゴン・エンカウント) — Trap.
import { askPosition, isDragonMonster, summonPosition } from '../../../engine/effects/vocab/dragon';
import { act, canSpecialSummon, choose, listOf, pile, specialSummon, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const dragonsInHand = (ctx: ReadCtx): number[] => pile(ctx, 'hand', (d, u) => isDragonMonster(d) && canSpecialSummon(ctx.state, ctx.seat, u));

export const dragonEncounter: CardScript = {
  id: 160302013,
  text: 'When your opponent Normal or Special Summons a monster: Special Summon 1 Dragon monster from your hand face-up.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'summon' && ev.player !== ctx.seat && !ev.faceDown,
      steps: [
        choose('summoned', tx('prompt.specialSummon', count(1, 'hand')), dragonsInHand),
        askPosition('position'),
        act((ctx) => {
          for (const u of listOf(ctx, 'summoned')) specialSummon(ctx, u, summonPosition(ctx, 'position'));
        }),
      ],
    },
  ],
};
