// The test of the condition word `notDoneThisTurn` (schema.ts says what it means).
import { didThisTurn } from '../../../turnLog';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function notDoneThisTurnTest(c: Extract<Condition, { notDoneThisTurn: string }>): (ctx: ReadCtx) => boolean {
  const t = { act: c.notDoneThisTurn, ids: c.ids, kind: c.kind, from: c.from };
  return (ctx) => !didThisTurn(ctx.state, ctx.seat, t);
}
