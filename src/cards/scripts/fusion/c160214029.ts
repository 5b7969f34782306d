// Elemental HERO Heliosphere (Ｅ・ＨＥＲＯ ヘリオスフィアー) — Fusion monster.
import { cardDef } from '../../../engine/cards';
import {
  act, ask, choose, destroy, draw, listOf, said, spellTrapsOf, theirs, when, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';
import { count, tx } from '../../../engine/text';

const theirCards = (ctx: ReadCtx): number[] => [...theirs(ctx).map((m) => m.slot.uid), ...spellTrapsOf(ctx.state, other(ctx.seat))];

export const heliosphere: CardScript = {
  id: 160214029,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => ctx.state.players[ctx.seat].deck.length >= 10,
      steps: [
        act((ctx) => {
          const before = ctx.state.players[ctx.seat].hand.length;
          draw(ctx, 1);
          const hand = ctx.state.players[ctx.seat].hand;
          const drawn = hand.length > before ? hand[hand.length - 1] : undefined;
          if (drawn === undefined) return;
          ctx.events.push({ type: 'reveal', card: drawn, player: ctx.seat });
          ctx.locals.drewMonster = cardDef(ctx.state, drawn).kind === 'monster';
        }),
        when((ctx) => ctx.locals.drewMonster === true && theirCards(ctx).length > 0, ask('d', tx('ask.destroy', { max: 1 }))),
        when(said('d'), choose('t', tx('prompt.destroy', count(1)), theirCards, 1, 1, { mandatory: false })),
        act((ctx) => void destroy(ctx, listOf(ctx, 't'))),
      ],
    },
  ],
};
