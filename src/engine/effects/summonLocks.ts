// Locks on Normal Summons and Sets (`noNormalSummon`, made by `forbid` `normalSummon`, R-NS) and on Special Summons (R-SS-1: effects, MAXIMUM, Fusion and Ritual Summons and a card's own
// summon rule alike): a player rule kept in state.lingering (`noSpecialSummon`, made by `forbid`
// `specialSummon`) and a face-up monster's continuous lock (`continuous.noSpecialSummon`).
import type { CardDef, DuelState, Lingering, Seat } from '../types';
import { defPasses } from './doc/select';
import { someMonsterRule } from './fieldLocks';

/** Where a Special Summoned monster comes from; `other` is any other place (e.g. the field). */
export type SummonPlace = 'hand' | 'deck' | 'gy' | 'extra' | 'other';

const PLACE_BIT: Readonly<Record<SummonPlace, number>> = { hand: 1, deck: 2, gy: 4, extra: 8, other: 16 };

/** A rule's `value`: 0 (or ONLY alone) locks every place, else the bits of the places it locks (1, the hand, as it always was). */
export function placesMask(from: readonly ('hand' | 'deck' | 'gy' | 'extra')[] | undefined): number {
  let n = 0;
  for (const p of from ?? []) n |= PLACE_BIT[p];
  return n;
}

/** Whether a lock of these places (`placesMask`) covers `from`. */
export const maskCovers = (mask: number, from: SummonPlace): boolean => (mask & ~(ONLY | FACE_UP_ONLY | ATTACK_ONLY)) === 0 || (mask & PLACE_BIT[from]) !== 0;

/** A flag on a rule's `value`: its filter names the monsters still allowed ("you can only Summon X"), not the ones locked. */
export const ONLY = 32;
/** A flag on a rule's `value`: it locks face-up Special Summons only (a face-down one stays allowed). */
export const FACE_UP_ONLY = 64;
/**
 * A flag on a rule's `value`: it locks face-up Attack Position Special Summons only. Defense Position stays allowed, and a
 * summon that would be made in Attack Position is made in face-up Defense Position instead (`summonPosition`; EDOPro's
 * forced Special Summon position); a MAXIMUM Summon, always in Attack Position (R-MAX-13), is refused.
 */
export const ATTACK_ONLY = 128;

/** Whether a rule's filter locks this monster (with ONLY, the ones failing it). */
const filterLocks = (value: number, filter: Lingering['filter'], def: CardDef | null): boolean =>
  !filter || (def !== null && defPasses(def, filter) !== ((value & ONLY) !== 0));

/**
 * Whether seat may not Special Summon this monster from `from` now (face-down, with `faceDown`). Without `def` (the monster
 * is not known yet, e.g. "any Fusion monster of the Extra Deck") only locks with no filter count;
 * the caller asks again for each monster.
 */
export function specialSummonForbidden(state: DuelState, seat: Seat, def: CardDef | null, from: SummonPlace, faceDown = false, attackOnly = false): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noSpecialSummon' || l.seat !== seat || !maskCovers(l.value, from)) continue;
    if (faceDown && (l.value & FACE_UP_ONLY) !== 0) continue;
    // A lock of Attack Position only: read for a summon that can only be in Attack Position (a MAXIMUM Summon).
    if ((l.value & ATTACK_ONLY) !== 0 && (faceDown || !attackOnly)) continue;
    if (filterLocks(l.value, l.filter, def)) return true;
  }
  if (!def) return false;
  return someMonsterRule(state, 'forbidsSpecialSummon', (c, owner) => c.forbidsSpecialSummon?.(def, from, owner === seat ? 'you' : 'opponent') ?? false);
}

/**
 * R-SS-2 under a lock of Attack Position summons (ATTACK_ONLY): the position a face-up Special Summon of this monster by
 * seat from `from` takes, `position` when no such lock reads it, else face-up Defense Position. Every Special Summon that
 * places a monster face-up reads it (effects, Fusion, Ritual and Contact Fusion Summons, a card's own summon rule), and a
 * position prompt offers Defense Position alone then (`attackPositionLocked`).
 */
export function summonPosition<P extends 'attack' | 'defense'>(state: DuelState, seat: Seat, def: CardDef, from: SummonPlace, position: P): P | 'defense' {
  return position === 'attack' && attackPositionLocked(state, seat, def, from) ? 'defense' : position;
}

/** Where card uid would be Special Summoned from (its pile now; `other` on the field or elsewhere). */
export function summonPlaceOf(state: DuelState, uid: number): SummonPlace {
  for (const p of state.players) {
    for (const place of ['hand', 'deck', 'gy', 'extra'] as const) if (p[place].includes(uid)) return place;
  }
  return 'other';
}

/** Whether a lock of Attack Position summons (ATTACK_ONLY) stops seat Special Summoning this monster from `from` face-up in Attack Position. */
export function attackPositionLocked(state: DuelState, seat: Seat, def: CardDef, from: SummonPlace): boolean {
  for (const l of state.lingering) {
    if (l.kind === 'noSpecialSummon' && l.seat === seat && (l.value & ATTACK_ONLY) !== 0 && maskCovers(l.value, from) && filterLocks(l.value, l.filter, def)) return true;
  }
  return false;
}

/** A `noNormalSummon` rule's `value`: 1 Normal Summons (Tribute Summons included) and Sets, 2 only Summons, 4 only Sets. */
export const NORMAL_LOCK = { both: 1, summon: 2, set: 4 } as const;

/**
 * Whether a rule (`noNormalSummon`) stops seat Normal Summoning (`attack`, a Tribute Summon
 * included) or Setting (`set`) this monster now. Without `def` only rules with no filter count.
 */
export function normalSummonForbidden(state: DuelState, seat: Seat, def: CardDef | null, position: 'attack' | 'set'): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noNormalSummon' || l.seat !== seat) continue;
    const which = l.value & ~ONLY;
    if (which !== NORMAL_LOCK.both && which !== (position === 'attack' ? NORMAL_LOCK.summon : NORMAL_LOCK.set)) continue;
    if (filterLocks(l.value, l.filter, def)) return true;
  }
  return false;
}
