// The test of the condition word `phase` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function phaseTest(c: Extract<Condition, { phase: unknown }>): (ctx: ReadCtx) => boolean {
  const phase = c.phase;
  return (ctx) => ctx.state.phase === phase;
}
