// The test of the condition word `triggerFrom` (schema.ts says what it means).
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';
import { TRIGGER_FROM } from '../../../lastKnown';

const PLACE = { deck: ['deck'], hand: ['hand'], monsterZones: ['monster'], spellTraps: ['spellTrap', 'field'], gy: ['gy'] } as const;

export function triggerFromTest(c: Extract<Condition, { triggerFrom: readonly string[] }>): (ctx: ReadCtx) => boolean {
  const places: readonly string[] = c.triggerFrom.flatMap((p) => PLACE[p]);
  return (ctx) => {
    const from = ctx.locals[TRIGGER_FROM];
    return typeof from === 'string' && from.split(',').some((p) => places.includes(p));
  };
}
