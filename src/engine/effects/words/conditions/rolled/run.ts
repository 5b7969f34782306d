// The test of the condition word `rolled` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function rolledTest(c: Extract<Condition, { rolled: string }>): (ctx: ReadCtx) => boolean {
  return (ctx) => {
    const n = ctx.locals[c.rolled];
    if (typeof n !== 'number') return false;
    if (c.min !== undefined && n < c.min) return false;
    if (c.max !== undefined && n > c.max) return false;
    return c.oneOf === undefined || c.oneOf.includes(n);
  };
}
