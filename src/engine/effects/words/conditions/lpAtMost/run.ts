// The test of the condition word `lpAtMost` (schema.ts says what it means).
import { other } from '../../../../zones';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function lpAtMostTest(c: Extract<Condition, { lpAtMost: number }>): (ctx: ReadCtx) => boolean {
  const most = c.lpAtMost;
  const theirs = c.player === 'opponent';
  return (ctx) => ctx.state.players[theirs ? other(ctx.seat) : ctx.seat].lp <= most;
}
