// The test of the condition word `specialSummonedThisTurn` (schema.ts says what it means).
import { specialSummonedThisTurn } from '../../../turnLog';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';
import { other } from '../../../../zones';

export function specialSummonedThisTurnTest(c: Extract<Condition, { specialSummonedThisTurn: string }>): (ctx: ReadCtx) => boolean {
  const { level, faceUp, fusion } = c;
  return (ctx) => specialSummonedThisTurn(ctx.state, c.specialSummonedThisTurn === 'you' ? ctx.seat : other(ctx.seat), level?.min ?? 0, level?.max ?? 99, faceUp === true, fusion === true);
}
