// The test of the condition word `declared` (schema.ts says what it means).
import { cardDef } from '../../../../cards';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';
import { listOf } from '../../../primitives/query';
import { DECLARED_CARD_TYPES } from '../../declare/run';

export function declaredTest(c: Extract<Condition, { declared: string }>): (ctx: ReadCtx) => boolean {
  return (ctx) => {
    const answer = ctx.locals[c.declared];
    if (typeof answer !== 'number') return false;
    const type = DECLARED_CARD_TYPES[answer];
    return listOf(ctx, c.chosen).some((u) => (cardDef(ctx.state, u).kind === type) === c.matches);
  };
}
