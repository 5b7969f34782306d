// Rules that keep monsters from being attacked (`continuous.noAttackOn`, R-BAT-4): while a card
// is face-up on a player's field (a monster, in MAXIMUM mode its pieces too, the Field Spell, an
// Equip Spell), its controller's opponent may not declare an attack on the monsters of that
// player's field it names. Read by battle.ts `checkTarget`, so a redirected attack and a replay
// obey it as well.
import type { DuelState, MonsterSlot, Seat } from '../types';
import { duelHasScripts, scriptOf } from './registry';

function shields(state: DuelState, uid: number, self: number, seat: Seat, target: MonsterSlot): boolean {
  const c = scriptOf(state, uid)?.continuous;
  return c?.shieldsFromAttack?.({ state, self, seat, locals: {} }, target) ?? false;
}

/** Whether a face-up card of `defender`'s field keeps its opponent from attacking `target` (a monster of that field) now. */
export function attackShielded(state: DuelState, defender: Seat, target: MonsterSlot): boolean {
  if (!duelHasScripts(state)) return false;
  const p = state.players[defender];
  for (const m of p.monsters) {
    if (!m || m.faceDown) continue;
    const c = scriptOf(state, m.uid)?.continuous;
    if ((!c?.maximumOnly || m.maximum !== null) && shields(state, m.uid, m.uid, defender, target)) return true;
    if (m.maximum && (shields(state, m.maximum.left, m.uid, defender, target) || shields(state, m.maximum.right, m.uid, defender, target))) return true;
  }
  if (p.field && !p.field.faceDown && shields(state, p.field.uid, p.field.uid, defender, target)) return true;
  return p.spellTraps.some((s) => s !== null && !s.faceDown && s.equippedTo !== null && shields(state, s.uid, s.uid, defender, target));
}
