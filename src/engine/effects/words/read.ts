// Board readings the step words share (their run code is in effects/words/<word>/run.ts).
import { locateMonster } from '../../zones';
import { WHILE_FACE_UP } from '../lingering';
import type { ReadCtx } from '../types';
import { resolveRef } from '../doc/select';
import type { CardRef, Duration } from '../doc/types';

/** The last turn a modifier of this duration lasts to. */
export function untilOf(ctx: ReadCtx, d: Duration | undefined): number {
  // "For as long as it stays face-up": leaving the field or turning face-down ends it (R-MEFF-4).
  if (d === 'whileFaceUp') return WHILE_FACE_UP;
  // "Until the end of your next turn": the turn after the opponent's when it is yours now.
  if (d === 'yourNextTurn') return ctx.state.turnPlayer === ctx.seat ? ctx.state.turn + 2 : ctx.state.turn + 1;
  return d === 'opponentsNextTurn' ? ctx.state.turn + 1 : ctx.state.turn;
}

/** Face-up monsters on the field among the referenced cards. */
export function faceUpMonsters(ctx: ReadCtx, ref: CardRef): { uid: number; seat: 0 | 1 }[] {
  const out: { uid: number; seat: 0 | 1 }[] = [];
  for (const u of resolveRef(ctx, ref)) {
    const at = locateMonster(ctx.state, u);
    if (at && !at.slot.faceDown) out.push({ uid: u, seat: at.seat });
  }
  return out;
}
