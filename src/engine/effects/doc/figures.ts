// The figures cards can share (`same`, `sameAs`): current on the field, printed elsewhere.
import { cardDef } from '../../cards';
import { levelNow, monsterAtk, monsterDef } from '../../stats';
import { locateMonster } from '../../zones';
import { raceOf } from '../primitives/race';
import { attributeNow } from '../primitives/attribute';
import { shownId } from '../names';
import type { ReadCtx } from '../types';
import type { SameStat } from './types';

/** A figure of a card that cards can share (`same`): current on the field, printed elsewhere. */
export function statKey(ctx: ReadCtx, uid: number, stat: SameStat): string | number | undefined {
  if (stat === 'level') return levelNow(ctx.state, uid);
  if (stat === 'attribute') return attributeNow(ctx.state, uid);
  if (stat === 'race') return raceOf(ctx.state, uid);
  const at = locateMonster(ctx.state, uid);
  // A name: the card id it bears (one an effect gave it on the field), printed elsewhere.
  if (stat === 'name') return shownId(ctx.state, uid);
  if (stat === 'def') return at ? (monsterDef(ctx.state, at.slot) ?? undefined) : cardDef(ctx.state, uid).def;
  return at ? monsterAtk(ctx.state, at.slot) : cardDef(ctx.state, uid).atk;
}

/** How many of these cards share one figure: the size of the largest group with the same value. */
export function largestSameGroup(ctx: ReadCtx, uids: readonly number[], stat: SameStat): number {
  const n = new Map<string | number | undefined, number>();
  let best = 0;
  for (const u of uids) {
    const k = statKey(ctx, u, stat);
    const c = (n.get(k) ?? 0) + 1;
    n.set(k, c);
    if (c > best) best = c;
  }
  return best;
}
