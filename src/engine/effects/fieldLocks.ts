// Rules face-up monsters make while they stay face-up (their continuous locks), read wherever a
// lock is checked: a monster's own, and in MAXIMUM mode those of its [L] and [R] pieces too
// (R-MAX-14; a piece's lock holds in both modes, one marked `maximumOnly` in MAXIMUM mode only).
import type { DuelState, MonsterSlot, Seat } from '../types';
import { duelHasRule, scriptOf } from './registry';
import type { ContinuousDef } from './types';

/**
 * Whether some face-up monster's continuous rules (its own or its pieces') pass `test`; `owner`
 * controls it. `rule` names the rule the test reads: no scan when no card of the duel has it.
 */
export function someMonsterRule(
  state: DuelState,
  rule: keyof ContinuousDef,
  test: (c: ContinuousDef, owner: Seat, slot: MonsterSlot) => boolean,
): boolean {
  if (!duelHasRule(state, rule)) return false;
  for (const [owner, p] of state.players.entries()) {
    for (const m of p.monsters) {
      if (!m || m.faceDown) continue;
      const inMaximum = m.maximum !== null;
      const own = scriptOf(state, m.uid)?.continuous;
      if (own && (!own.maximumOnly || inMaximum) && test(own, owner as Seat, m)) return true;
      if (!m.maximum) continue;
      for (const piece of [m.maximum.left, m.maximum.right]) {
        const c = scriptOf(state, piece)?.continuous;
        if (c && test(c, owner as Seat, m)) return true;
      }
    }
  }
  return false;
}

/** Whether a face-up monster's lock (`continuous.noSet`) stops seat Setting a monster or a Spell/Trap Card from the hand now. */
export function setForbidden(state: DuelState, seat: Seat, what: 'monster' | 'spellTrap'): boolean {
  return someMonsterRule(state, 'forbidsSet', (c, owner, slot) => c.forbidsSet?.({ state, self: slot.uid, seat: owner, locals: {} }, what, owner === seat ? 'you' : 'opponent') ?? false);
}
