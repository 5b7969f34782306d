// The test of the condition word `heads` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function headsTest(c: Extract<Condition, { heads: string }>): (ctx: ReadCtx) => boolean {
  const min = c.max === 0 ? 0 : (c.min ?? 1);
  return (ctx) => {
    const n = ctx.locals[c.heads];
    return typeof n === 'number' && n >= min && (c.max === undefined || n <= c.max);
  };
}
