// Last-known information: what a face-up monster showed on the field just before it left it.
// A trigger about a destroyed monster ("an Attack Position Pyro monster on your field is
// destroyed") reads the monster as it was on the field, so a Pyro an effect had made a Machine is
// a Machine there; in the GY its printed facts are back.
import { monsterAtk, monsterDef, monsterLevel, originalAtk } from '../stats';
import type { DuelState, LastKnown, MonsterSlot } from '../types';
import type { ReadCtx } from './types';
import { attributeNow } from './primitives/attribute';
import { shownId } from './primitives/fusionSummon';
import { raceOf } from './primitives/race';

/** The snapshot of a monster on the field; undefined for a face-down one (nothing was shown). */
export function lastKnown(state: DuelState, slot: MonsterSlot): LastKnown | undefined {
  if (slot.faceDown) return undefined;
  const u = slot.uid;
  const race = raceOf(state, u);
  const attribute = attributeNow(state, u);
  return {
    id: shownId(state, u),
    ...(race !== undefined ? { race } : {}),
    ...(attribute !== undefined ? { attribute } : {}),
    level: monsterLevel(state, slot),
    atk: monsterAtk(state, slot),
    originalAtk: originalAtk(state, slot),
    def: monsterDef(state, slot),
    position: slot.position,
    maximum: slot.maximum !== null,
  };
}

/** The frame local holding a Trap's destroyed trigger monsters as they were (JSON, uid -> LastKnown). */
export const TRIGGER_WAS = 'triggerWas';

let parsed: { text: string; map: Record<string, LastKnown> } | null = null;

/**
 * What the card `uid` showed on the field, if it is a destroyed monster that met this Trap's
 * timing and it is no longer on the field: the Trap's steps and checks read it so, not as printed.
 */
export function triggerWas(ctx: ReadCtx, uid: number): LastKnown | undefined {
  const text = ctx.locals[TRIGGER_WAS];
  if (typeof text !== 'string') return undefined;
  if (parsed?.text !== text) parsed = { text, map: JSON.parse(text) as Record<string, LastKnown> };
  return parsed.map[uid];
}
