// The test of the condition word `lpAtMost` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function lpAtMostTest(c: Extract<Condition, { lpAtMost: number }>): (ctx: ReadCtx) => boolean {
  const most = c.lpAtMost;
  return (ctx) => ctx.state.players[ctx.seat].lp <= most;
}
