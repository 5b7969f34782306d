// A filter read against a monster's last-known information (effects/lastKnown.ts): the figures
// it showed on the field when it left it, for a trigger that looks at a monster just destroyed.
import { cardDef } from '../../cards';
import type { CardDef, LastKnown } from '../../types';
import { attributeNow } from '../primitives/attribute';
import { raceOf as raceNow } from '../primitives/race';
import type { ReadCtx } from '../types';
import { comparesWith, defPasses, resolveRef, statKey } from './select';
import type { Filter } from './types';

/** Whether the monster `uid`, as `was` shows it, passes the filter. */
export function lastKnownPasses(ctx: ReadCtx, uid: number, was: LastKnown, f: Filter): boolean {
  if (f.anyOf && !f.anyOf.some((g) => lastKnownPasses(ctx, uid, was, g))) return false;
  if (f.not && lastKnownPasses(ctx, uid, was, f.not)) return false;
  const { anyOf: _a, not: _n, position, faceUp, notSelf, maximumMode, raceOf, differsFrom, attributeOf, sameAs, compareTo, originalAtk, originalDef, ...printed } = f;
  // Only a face-up monster has a snapshot; board-relative fields (summonable, highestAtk, ...)
  // stay in `printed` and fail there, as they do for any card off the field.
  if (faceUp === false || (position !== undefined && position !== was.position)) return false;
  if (notSelf === true && uid === ctx.self) return false;
  if (maximumMode !== undefined && maximumMode !== was.maximum) return false;
  if (raceOf !== undefined && !resolveRef(ctx, raceOf).some((u) => raceNow(ctx.state, u) === was.race)) return false;
  if (differsFrom?.stat === 'race' && !resolveRef(ctx, differsFrom.of).some((u) => raceNow(ctx.state, u) !== was.race)) return false;
  if (attributeOf !== undefined && !resolveRef(ctx, attributeOf).some((u) => attributeNow(ctx.state, u) === was.attribute)) return false;
  if (differsFrom?.stat === 'attribute' && !resolveRef(ctx, differsFrom.of).some((u) => attributeNow(ctx.state, u) !== was.attribute)) return false;
  if (sameAs !== undefined) {
    const mine = sameAs.stat === 'level' ? was.level : sameAs.stat === 'attribute' ? was.attribute : sameAs.stat === 'race' ? was.race : sameAs.stat === 'name' ? was.id : was.atk;
    if (!resolveRef(ctx, sameAs.of).some((u) => statKey(ctx, u, sameAs.stat) === mine)) return false;
  }
  if (compareTo !== undefined) {
    const mine = compareTo.stat === 'level' ? was.level : compareTo.stat === 'def' ? (was.def ?? undefined) : was.atk;
    if (!comparesWith(ctx, mine, compareTo)) return false;
  }
  // The printed facts with the figures it showed in their place (its name too: `ids`); the
  // snapshot keeps no original ATK/DEF, so those are read as printed.
  const d = cardDef(ctx.state, uid);
  if ((originalAtk || originalDef) && !defPasses(d, { originalAtk, originalDef })) return false;
  const shown: CardDef = { ...d, id: was.id, level: was.level, atk: was.atk };
  if (was.def === null) delete shown.def;
  else shown.def = was.def;
  if (was.race !== undefined) shown.race = was.race;
  if (was.attribute !== undefined) shown.attribute = was.attribute;
  return defPasses(shown, printed);
}
