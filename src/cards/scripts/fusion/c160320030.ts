// Elemental Circulation (エレメンタル・サーキュレーション) — Normal Spell.
import { cardDef } from '../../../engine/cards';
import {
  act, choose, discardFromHand, draw, linger, listOf, pile, thisTurn, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import type { CardDef } from '../../../engine/types';
import { count, tx } from '../../../engine/text';

/** Warrior monsters in your hand that a Fusion monster lists as materials. */
function namedWarriors(ctx: ReadCtx, fusion: CardDef): number[] {
  const mats = fusion.fusionMaterials ?? [];
  return pile(ctx, 'hand', (d) => d.kind === 'monster' && d.race === 'Warrior' && mats.includes(d.id));
}

const revealable = (ctx: ReadCtx) => (d: CardDef): boolean =>
  d.kind === 'monster' && d.monsterKind === 'fusion' && d.race === 'Warrior' && (d.level === 6 || d.level === 7) && namedWarriors(ctx, d).length > 0;

export const elementalCirculation: CardScript = {
  id: 160320030,
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      condition: (ctx) => pile(ctx, 'extra', revealable(ctx)).length > 0,
      cost: [
        choose('revealed', tx('prompt.reveal', count(1, 'extra')), (ctx) => pile(ctx, 'extra', revealable(ctx))),
        act((ctx) => {
          for (const u of listOf(ctx, 'revealed')) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
        }),
        choose('material', tx('prompt.sendToGy', count(1, 'hand')), (ctx) => {
          const fusion = listOf(ctx, 'revealed')[0];
          return fusion === undefined ? [] : namedWarriors(ctx, cardDef(ctx.state, fusion));
        }, 1, 1, { mandatory: false }),
        act((ctx) => discardFromHand(ctx, listOf(ctx, 'material'))),
      ],
      steps: [
        act((ctx) => draw(ctx, 3), (ctx) => ctx.state.players[ctx.seat].deck.length >= 3),
        choose('gone', tx('prompt.sendToGy', count(1, 'hand')), (ctx) => pile(ctx, 'hand'), 1, 1, { mandatory: false }),
        act((ctx) => {
          discardFromHand(ctx, listOf(ctx, 'gone'));
          linger(ctx, null, 'activateOnly', 1, thisTurn(ctx), ctx.seat, { race: 'Warrior' });
        }),
      ],
    },
  ],
};
