// Current values of a monster on the field. Card effects will add modifiers here;
// for now they are the printed values, and MAXIMUM ATK in MAXIMUM mode (R-MAX-7).
import { cardDef } from './cards';
import type { DuelState, MonsterSlot } from './types';

export function monsterAtk(state: DuelState, slot: MonsterSlot): number {
  const def = cardDef(state, slot.uid);
  if (slot.maximum && def.maximum?.role === 'center') return Math.max(0, def.maximum.atk);
  return Math.max(0, def.atk ?? 0);
}

/** A MAXIMUM monster has no DEF at all (R-MAX-8): null. */
export function monsterDef(state: DuelState, slot: MonsterSlot): number | null {
  if (slot.maximum) return null;
  return Math.max(0, cardDef(state, slot.uid).def ?? 0);
}

export function monsterLevel(state: DuelState, slot: MonsterSlot): number {
  return cardDef(state, slot.uid).level ?? 0;
}

/** Attack declarations this monster may make this turn (R-BAT-2, R-MAX-15). */
export function attacksAllowed(_state: DuelState, _slot: MonsterSlot): number {
  return 1;
}
