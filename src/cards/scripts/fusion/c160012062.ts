// Ether Escape (エーテル・エスケープ) — Trap.
import { cardDef } from '../../../engine/cards';
import {
  act, ask, choose, faceUp, gyToDeck, isFusion, def, listOf, mine, moveCard, said, setPosition, when, type CardScript, type ReadCtx,
} from '../../../engine/effects/vocab';
import { locateMonster, other } from '../../../engine/zones';
import { count, tx } from '../../../engine/text';

/** Face-down cards on your opponent's field (monsters, Spells/Traps, the Field Zone). */
function theirFaceDown(ctx: ReadCtx): number[] {
  const p = ctx.state.players[other(ctx.seat)];
  const out: number[] = [];
  for (const m of p.monsters) if (m?.faceDown) out.push(m.uid);
  for (const s of p.spellTraps) if (s?.faceDown) out.push(s.uid);
  if (p.field?.faceDown) out.push(p.field.uid);
  return out;
}

const controlFusion = (ctx: ReadCtx): boolean => faceUp(mine(ctx)).some((m) => isFusion(def(ctx, m.slot.uid)));

export const etherEscape: CardScript = {
  id: 160012062,
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) => {
        if (ev.type !== 'summon' || ev.player === ctx.seat || ev.faceDown) return false;
        if (ev.how !== 'normal' && ev.how !== 'tribute') return false;
        const at = locateMonster(ctx.state, ev.card);
        return at !== null && !at.slot.faceDown && !at.slot.maximum && (cardDef(ctx.state, ev.card).level ?? 0) >= 7;
      },
      cost: gyToDeck(2, (d) => d.kind === 'monster' && (d.race === 'Warrior' || d.race === 'Machine')),
      steps: [
        act((ctx) => {
          for (const u of listOf(ctx, 'trigger')) {
            const at = locateMonster(ctx.state, u);
            if (at && !at.slot.faceDown) setPosition(ctx, u, 'defense', true);
          }
        }),
        when((ctx) => controlFusion(ctx) && theirFaceDown(ctx).length > 0, ask('ret', tx('ask.toDeckTop'))),
        when(said('ret'), choose('t', tx('prompt.opponentsCard', count(1)), theirFaceDown, 1, 1, { mandatory: false })),
        act((ctx) => {
          for (const u of listOf(ctx, 't')) moveCard(ctx, u, 'deckTop');
        }),
      ],
    },
  ],
};
