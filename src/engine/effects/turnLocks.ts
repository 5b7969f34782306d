// Player rules for the rest of a turn made by `forbid` (activateName, activateTraps,
// effectDamage), kept as plain data in state.lingering (target null) and read here.
import { cardDef } from '../cards';
import { tx, type EngineText } from '../text';
import type { DuelState, Seat } from '../types';

/** Why seat may not activate card uid's effects under a name lock (`noActivateName`), or null. */
export function nameLockProblem(state: DuelState, seat: Seat, uid: number): EngineText | null {
  if (state.lingering.length === 0) return null;
  const id = cardDef(state, uid).id;
  for (const l of state.lingering) {
    if (l.kind === 'noActivateName' && l.target === null && l.seat === seat && l.value === id) return tx('activate.nameLocked', { card: uid }, 'R-END-1');
  }
  return null;
}

/** Why seat may not activate a Trap Card now under a `noTrapActivation` rule, or null. */
export function trapRuleProblem(state: DuelState, seat: Seat): EngineText | null {
  for (const l of state.lingering) {
    if (l.kind !== 'noTrapActivation' || l.target !== null || l.seat !== seat) continue;
    if (l.value === 0 || state.phase === 'battle') return tx('activate.trapsForbidden', null, 'R-END-1');
  }
  return null;
}

/** The ways a `noEffectDamage` rule limits what it stops (its `value`). */
export const EFFECT_DAMAGE_FROM = { any: 0, opponent: 1, opponentTrap: 2 } as const;

/**
 * Whether `victim` takes no damage from an effect of `by`'s card of this kind under a
 * `noEffectDamage` rule. A cost paid in LP is no damage and is never stopped.
 */
export function effectDamageStopped(state: DuelState, victim: Seat, by: Seat, kind: 'monster' | 'spell' | 'trap'): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noEffectDamage' || l.target !== null || l.seat !== victim) continue;
    if (l.value === EFFECT_DAMAGE_FROM.any) return true;
    if (by === victim) continue;
    if (l.value === EFFECT_DAMAGE_FROM.opponent || kind === 'trap') return true;
  }
  return false;
}
