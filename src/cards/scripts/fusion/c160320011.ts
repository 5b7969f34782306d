// Rising HERO Argent (Ｒ・ＨＥＲＯ アルジェント) — Effect monster.
import { cardDef } from '../../../engine/cards';
import { act, choose, isNormalMonster, listOf, moveCard, pile, reveal, type CardScript } from '../../../engine/effects/vocab';
import type { CardDef } from '../../../engine/types';
import { tx } from '../../../engine/text';

const isLv67WarriorFusion = (d: CardDef): boolean =>
  d.kind === 'monster' && d.monsterKind === 'fusion' && d.race === 'Warrior' && (d.level === 6 || d.level === 7);

export const argent: CardScript = {
  id: 160320011,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => ctx.state.players[ctx.seat].deck.length >= 4 && pile(ctx, 'extra', isLv67WarriorFusion).length > 0,
      cost: reveal('extra', isLv67WarriorFusion),
      steps: [
        act((ctx) => {
          const top = ctx.state.players[ctx.seat].deck.slice(0, 4);
          ctx.locals.excavated = top;
          for (const u of top) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
        }),
        choose(
          'add',
          tx('prompt.addToHand', { min: 0, max: 2, where: 'deck' }),
          (ctx) => {
            const fusion = listOf(ctx, 'revealed')[0];
            const mats = fusion === undefined ? [] : (cardDef(ctx.state, fusion).fusionMaterials ?? []);
            return listOf(ctx, 'excavated').filter((u) => {
              const d = cardDef(ctx.state, u);
              return isNormalMonster(d) && mats.includes(d.id);
            });
          },
          0,
          2,
          { mandatory: false },
        ),
        act((ctx) => {
          const added = listOf(ctx, 'add');
          for (const u of added) moveCard(ctx, u, 'hand');
          for (const u of listOf(ctx, 'excavated')) if (!added.includes(u)) moveCard(ctx, u, 'deckBottom');
        }),
      ],
    },
  ],
};
