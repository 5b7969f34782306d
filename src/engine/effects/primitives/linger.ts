// Temporary effects from card scripts: for this turn, or up to and through the opponent's next turn.
import { addLingering } from '../lingering';
import type { DuelState, LingerKind, ModifierFilter, Seat } from '../../types';
import { locateMonster } from '../../zones';
import type { Ctx, ReadCtx } from '../types';

/** The turn an effect "until the end of this turn" lasts to. */
export const thisTurn = (ctx: ReadCtx): number => ctx.state.turn;
/** Lasting through the opponent's next turn (made during your own turn). */
export const opponentsNextTurn = (ctx: ReadCtx): number => ctx.state.turn + 1;

/** Applies a temporary effect to a monster (or, with target null, a rule on seat). */
export function linger(
  ctx: Ctx,
  target: number | null,
  kind: LingerKind,
  value = 1,
  untilTurn: number = thisTurn(ctx),
  seat: Seat = ctx.seat,
  filter?: ModifierFilter,
  untilPhase?: 'main',
): void {
  const l = filter ? { source: ctx.self, target, seat, kind, value, untilTurn, filter } : { source: ctx.self, target, seat, kind, value, untilTurn };
  addLingering(ctx.state, untilPhase ? { ...l, untilPhase } : l);
  if (target !== null) ctx.events.push({ type: 'stat', card: target, player: seat, kind, value });
}

/**
 * The value of the latest temporary effect of this kind still on face-up monster uid (a name
 * index for 'raceAs'/'attributeAs'), or undefined: off the field or face-down, nothing changes.
 */
export function latestOnFaceUp(state: DuelState, uid: number, kind: LingerKind): number | undefined {
  for (let i = state.lingering.length - 1; i >= 0; i--) {
    const l = state.lingering[i];
    if (l && l.target === uid && l.kind === kind) {
      const m = locateMonster(state, uid);
      return m && !m.slot.faceDown ? l.value : undefined;
    }
  }
  return undefined;
}
