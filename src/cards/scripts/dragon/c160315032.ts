// RB Dragophone (ＲＢドラフォン) — Trap.
import { askPosition, dragonDestroyedByOpponent, millByEffect, summonPosition } from '../../../engine/effects/vocab/dragon';
import {
  act, ask, canSpecialSummon, choose, listOf, mine, pile, said, specialSummon, when, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { count, tx } from '../../../engine/text';

const BLUE_FANG = 160010101;
const RED_BOOT = 160315001;

const revivable = (ctx: ReadCtx): number[] =>
  pile(ctx, 'gy', (d, u) => (d.id === BLUE_FANG || d.id === RED_BOOT) && canSpecialSummon(ctx.state, ctx.seat, u));

/** After sending 2: you control no monsters and a Blue-Fang or Red-Boot can come back. */
const mayRevive = (ctx: ReadCtx): boolean => ctx.locals.milled === 2 && mine(ctx).length === 0 && revivable(ctx).length > 0;

export const rbDragophone: CardScript = {
  id: 160315032,
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => dragonDestroyedByOpponent(ev, ctx, ['battle', 'effect']),
      steps: [
        act(
          (ctx) => {
            ctx.locals.milled = millByEffect(ctx, 2);
          },
          (ctx) => ctx.state.players[ctx.seat].deck.length >= 2,
        ),
        when(mayRevive, ask('revive', tx('ask.specialSummon', { where: 'gy' }))),
        when(said('revive'), choose('revived', tx('prompt.specialSummon', count(1, 'gy')), revivable, 1, 1, { mandatory: false })),
        when((ctx) => listOf(ctx, 'revived').length > 0, askPosition('position')),
        act((ctx) => {
          for (const u of listOf(ctx, 'revived')) specialSummon(ctx, u, summonPosition(ctx, 'position'));
        }),
      ],
    },
  ],
};
