// Hero Boy (ヒーロー・ボーイ) — Effect monster.
import {
  act, choose, isNormalMonster, isRace, listOf, mine, moveCard, pile, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import type { CardDef } from '../../../engine/types';
import { FUSION, SKYSCRAPER } from './ids';
import { count, tx } from '../../../engine/text';

const fetchable = (d: CardDef): boolean => (isNormalMonster(d) && isRace('Warrior')(d)) || d.id === FUSION;
const fetchList = (ctx: ReadCtx): number[] => pile(ctx, 'gy', fetchable);

export const heroBoy: CardScript = {
  id: 160320013,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => pile(ctx, 'gy', (d) => d.id === FUSION || d.id === SKYSCRAPER).length > 0,
      steps: [
        choose('add', tx('prompt.addToHand', { min: 1, max: 2, where: 'gy' }), fetchList, 1, 2),
        act((ctx) => {
          for (const u of listOf(ctx, 'add')) moveCard(ctx, u, 'hand');
        }),
        choose('send', tx('prompt.sendToGy', count(1, 'field')), (ctx) => mine(ctx).map((m) => m.slot.uid), 1, 1, { mandatory: false }),
        act((ctx) => {
          for (const u of listOf(ctx, 'send')) moveCard(ctx, u, 'gy');
        }),
      ],
    },
  ],
};
