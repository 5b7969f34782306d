// Locks on Special Summons (R-SS-1: effects, MAXIMUM, Fusion and Ritual Summons and a card's own
// summon rule alike): a player rule kept in state.lingering (`noSpecialSummon`, made by `forbid`
// `specialSummon`) and a face-up monster's continuous lock (`continuous.noSpecialSummon`).
import type { CardDef, DuelState, Seat } from '../types';
import { defPasses } from './doc/select';
import { scriptOf } from './registry';

/** Where a Special Summoned monster comes from; `other` is any other place (e.g. the field). */
export type SummonPlace = 'hand' | 'deck' | 'gy' | 'extra' | 'other';

const PLACE_BIT: Readonly<Record<SummonPlace, number>> = { hand: 1, deck: 2, gy: 4, extra: 8, other: 16 };

/** A rule's `value`: 0 locks every place, else the bits of the places it locks (1, the hand, as it always was). */
export function placesMask(from: readonly ('hand' | 'deck' | 'gy' | 'extra')[] | undefined): number {
  let n = 0;
  for (const p of from ?? []) n |= PLACE_BIT[p];
  return n;
}

/** Whether a lock of these places (`placesMask`) covers `from`. */
export const maskCovers = (mask: number, from: SummonPlace): boolean => mask === 0 || (mask & PLACE_BIT[from]) !== 0;

/**
 * Whether seat may not Special Summon this monster from `from` now. Without `def` (the monster
 * is not known yet, e.g. "any Fusion monster of the Extra Deck") only locks with no filter count;
 * the caller asks again for each monster.
 */
export function specialSummonForbidden(state: DuelState, seat: Seat, def: CardDef | null, from: SummonPlace): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noSpecialSummon' || l.seat !== seat || !maskCovers(l.value, from)) continue;
    if (!l.filter || (def && defPasses(def, l.filter))) return true;
  }
  if (!def) return false;
  for (const [owner, p] of state.players.entries()) {
    for (const m of p.monsters) {
      if (!m || m.faceDown) continue;
      const c = scriptOf(state, m.uid)?.continuous;
      const lock = c?.forbidsSpecialSummon;
      if (!lock || (c.maximumOnly && m.maximum === null)) continue;
      if (lock(def, from, owner === seat ? 'you' : 'opponent')) return true;
    }
  }
  return false;
}
