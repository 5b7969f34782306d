// The test of the condition word `equippedMonster` (schema.ts says what it means).
import { levelNow } from '../../../../stats';
import { locateMonster, other } from '../../../../zones';
import { raceOf } from '../../../primitives/race';
import type { ReadCtx } from '../../../types';
import type { Condition } from '../../../doc/types';

export function equippedMonsterTest(c: Extract<Condition, { equippedMonster: string }>): (ctx: ReadCtx) => boolean {
  const { equippedMonster: side, level, race } = c;
  return (ctx) => {
    for (const p of ctx.state.players) {
      for (const s of p.spellTraps) {
        if (!s || s.faceDown || s.equippedTo === null) continue;
        const at = locateMonster(ctx.state, s.equippedTo);
        if (!at || at.slot.faceDown) continue;
        if (side !== 'both' && at.seat !== (side === 'you' ? ctx.seat : other(ctx.seat))) continue;
        const lv = levelNow(ctx.state, at.slot.uid);
        if (level && ((level.min !== undefined && lv < level.min) || (level.max !== undefined && lv > level.max))) continue;
        if (race !== undefined && raceOf(ctx.state, at.slot.uid) !== race) continue;
        return true;
      }
    }
    return false;
  };
}
