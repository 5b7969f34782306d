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
/** The frame local holding where the moved cards that met a Trap's timing came from (move events' `from`, comma-separated). */
export const TRIGGER_FROM = 'triggerFrom';
/** The frame local holding the target of the attack the effect negated (`attackTarget` after `negateAttack`). */
export const NEGATED_TARGET = 'negatedAttackTarget';

let parsed: { text: string; map: Record<string, LastKnown> } | null = null;

/**
 * What the card `uid` showed on the field, if it is a destroyed monster that met this Trap's
 * timing and it is no longer on the field: the Trap's steps and checks read it so, not as printed.
 */
export function triggerWas(ctx: ReadCtx, uid: number): LastKnown | undefined {
  return wasIn(ctx, TRIGGER_WAS, uid);
}

function wasIn(ctx: ReadCtx, local: string, uid: number): LastKnown | undefined {
  const text = ctx.locals[local];
  if (typeof text !== 'string') return undefined;
  if (parsed?.text !== text) parsed = { text, map: JSON.parse(text) as Record<string, LastKnown> };
  return parsed.map[uid];
}

/**
 * The frame local holding, as they were on the field, the monsters an effect sent from there and
 * kept as `name` (a Ritual Summon's Tributes, `materialsAs`): JSON, uid -> LastKnown.
 */
export const keptWas = (name: string): string => `was:${name}`;

/** Keeps the snapshots of the monsters about to leave the field, for `refWas` of `{ chosen: name }`. */
export function keepWas(state: DuelState, locals: Record<string, unknown>, name: string, slots: readonly MonsterSlot[]): void {
  const map: Record<string, LastKnown> = {};
  for (const slot of slots) {
    const was = lastKnown(state, slot);
    if (was) map[slot.uid] = was;
  }
  locals[keptWas(name)] = JSON.stringify(map);
}

/**
 * What a referenced card showed on the field once it has left it: a Trap's destroyed `"trigger"`
 * monster, or a card kept as `chosen` whose snapshot the effect took as it sent it (`keepWas`).
 */
export function refWas(ctx: ReadCtx, ref: unknown, uid: number): LastKnown | undefined {
  if (ref === 'trigger') return triggerWas(ctx, uid);
  if (typeof ref === 'object' && ref !== null && 'chosen' in ref && typeof ref.chosen === 'string') return wasIn(ctx, keptWas(ref.chosen), uid);
  return undefined;
}
