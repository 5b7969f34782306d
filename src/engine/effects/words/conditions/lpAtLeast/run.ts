// The test of the condition word `lpAtLeast` (schema.ts says what it means).
import { other } from '../../../../zones';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function lpAtLeastTest(c: Extract<Condition, { lpAtLeast: number }>): (ctx: ReadCtx) => boolean {
  const least = c.lpAtLeast;
  const theirs = c.player === 'opponent';
  return (ctx) => ctx.state.players[theirs ? other(ctx.seat) : ctx.seat].lp >= least;
}
