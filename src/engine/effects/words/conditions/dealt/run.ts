// The test of the condition word `dealt` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function dealtTest(c: Extract<Condition, { dealt: string }>): (ctx: ReadCtx) => boolean {
  const min = c.min ?? 1;
  return (ctx) => {
    const n = ctx.locals[c.dealt];
    return typeof n === 'number' && n >= min;
  };
}
