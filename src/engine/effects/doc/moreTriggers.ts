// Trap timings read from a card moving or being activated (R-TRAP-8, R-TIME-2): a draw, an
// activation, a card sent to the GY, a card added to the hand or returned to the Deck. When an
// event happened (its phase, whose turn) is read from the action's own events: an action that
// ends a turn holds the next turn's Draw Phase.
import type { DuelEvent, Phase, Seat } from '../../types';
import { other } from '../../zones';
import type { ReadCtx } from '../types';
import type { Side, Trigger } from './types';

type TriggerTest = (ev: DuelEvent, ctx: ReadCtx, events?: readonly DuelEvent[], index?: number) => boolean;
export type MoreTrigger = Extract<Trigger, { event: 'draw' | 'activate' | 'sentToGy' | 'moved' | 'damage' }>;

const bySide = (side: Side, player: number, ctx: ReadCtx): boolean =>
  side === 'both' || (side === 'you') === (player === ctx.seat);

/**
 * The phase the event at `index` happened in: the last phase entered before it in the action,
 * else the phase the action began in (the Main Phase before a move to the Battle Phase; the
 * phase now when the action entered none).
 */
export function phaseAt(ctx: ReadCtx, events: readonly DuelEvent[] | undefined, index: number | undefined): Phase | null {
  if (!events || index === undefined) return ctx.state.phase;
  for (let i = index - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'phase') return e.phase;
  }
  const next = events.find((e, i) => i > index && e.type === 'phase');
  if (!next) return ctx.state.phase;
  return next.type === 'phase' && next.phase === 'battle' ? 'main' : null;
}

/** Whose turn it was at the event: a turn that began later in the action was the other player's. */
export function turnAt(ctx: ReadCtx, events: readonly DuelEvent[] | undefined, index: number | undefined): Seat {
  const later = events !== undefined && index !== undefined && events.some((e, i) => i > index && e.type === 'turn');
  return later ? other(ctx.state.turnPlayer) : ctx.state.turnPlayer;
}

/** `phase` and `turn` of a timing: when the event happened. */
function when(t: { phase?: 'main'; turn?: 'you' | 'opponent' }, ctx: ReadCtx, events?: readonly DuelEvent[], index?: number): boolean {
  if (t.phase !== undefined && phaseAt(ctx, events, index) !== t.phase) return false;
  return t.turn === undefined || (turnAt(ctx, events, index) === ctx.seat) === (t.turn === 'you');
}

const PLACE_FROM = { deck: 'deck', hand: 'hand', monsterZones: 'monster', spellTraps: 'spellTrap', gy: 'gy' } as const;

export function compileMoreTrigger(t: MoreTrigger): TriggerTest {
  if (t.event === 'draw') {
    // The normal draw is the Draw Phase's (R-DRAW-1); no effect draws in that phase.
    return (ev, ctx, events, index) =>
      ev.type === 'draw' && bySide(t.by, ev.player, ctx) && (t.normal !== true || phaseAt(ctx, events, index) === 'draw') && when(t, ctx, events, index);
  }
  if (t.event === 'activate') {
    // Met by the activation; the window comes once it has resolved (R-TRAP-8).
    return (ev, ctx) => ev.type === 'activate' && bySide(t.by, ev.player, ctx) && t.kind.includes(ev.kind);
  }
  if (t.event === 'damage') {
    // Battle or effect damage (R-DMG-11); paying LP as a cost is no damage. The phase is the one
    // the damage was taken in (a battle's damage is in the Battle Phase).
    return (ev, ctx, events, index) => {
      if (ev.type !== 'damage' || ev.reason === 'cost' || ev.amount <= 0 || !bySide(t.player, ev.player, ctx)) return false;
      if (t.reasons && !t.reasons.includes(ev.reason)) return false;
      if (!t.phase) return true;
      const phase = phaseAt(ctx, events, index);
      return phase !== null && (t.phase as readonly string[]).includes(phase);
    };
  }
  if (t.event === 'moved') {
    // A card goes to its owner's hand or Deck (a Fusion monster to the Extra Deck, R-FUS-5): the
    // move's player is that owner. A draw is its own event, never a move.
    const places = t.from.map((p) => PLACE_FROM[p]);
    const to = t.to === 'hand' ? ['hand'] : ['deck', 'extra'];
    return (ev, ctx) =>
      ev.type === 'move' && to.includes(ev.to) && bySide(t.owner, ev.player, ctx) && places.some((p) => p === ev.from || (p === 'spellTrap' && ev.from === 'field'));
  }
  const from = t.from?.map((p) => PLACE_FROM[p]);
  return (ev, ctx, events, index) => {
    // A card goes to its owner's GY, so the move's player is the GY's owner.
    if (ev.type !== 'move' || ev.to !== 'gy' || !bySide(t.owner, ev.player, ctx)) return false;
    if (from && !from.some((p) => p === ev.from || (p === 'spellTrap' && ev.from === 'field'))) return false;
    return when(t, ctx, events, index);
  };
}
