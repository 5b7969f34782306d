// Current values of a monster on the field: printed values (MAXIMUM ATK in MAXIMUM mode,
// R-MAX-7), plus temporary effects (state.lingering), plus the [Continuous Effects] of
// face-up cards (auras).
import { cardDef } from './cards';
import { lingerHas, lingerSum } from './effects/lingering';
import { duelHasScripts, scriptOf } from './effects/registry';
import type { Aura } from './effects/types';
import type { DuelState, MonsterSlot, Seat } from './types';

/** Every aura that applies to slot, from face-up monsters and Field Spells of both players. */
export function aurasOn(state: DuelState, slot: MonsterSlot): Aura[] {
  const out: Aura[] = [];
  if (slot.faceDown || !duelHasScripts(state)) return out;
  const targetSeat: Seat = state.players[0].monsters.includes(slot) ? 0 : 1;
  for (const seat of [0, 1] as const) {
    const p = state.players[seat];
    const sources: { uid: number; self: number; maximum: boolean }[] = [];
    for (const m of p.monsters) {
      if (!m || m.faceDown) continue;
      sources.push({ uid: m.uid, self: m.uid, maximum: m.maximum !== null });
      if (m.maximum) {
        sources.push({ uid: m.maximum.left, self: m.uid, maximum: true }, { uid: m.maximum.right, self: m.uid, maximum: true });
      }
    }
    if (p.field && !p.field.faceDown) sources.push({ uid: p.field.uid, self: p.field.uid, maximum: false });
    // Equip Spells (R-EQ-3): their aura says which monster it reaches (the one they equip).
    for (const s of p.spellTraps) if (s && !s.faceDown && s.equippedTo !== null) sources.push({ uid: s.uid, self: s.uid, maximum: false });
    for (const s of sources) {
      const c = scriptOf(state, s.uid)?.continuous;
      if (!c?.aura || Boolean(c.maximumOnly) !== s.maximum) continue;
      const a = c.aura({ state, self: s.self, seat, locals: {}, target: slot, targetSeat });
      if (a) out.push(a);
    }
  }
  return out;
}

export function monsterAtk(state: DuelState, slot: MonsterSlot): number {
  const def = cardDef(state, slot.uid);
  let atk = slot.maximum && def.maximum?.role === 'center' ? def.maximum.atk : (def.atk ?? 0);
  if (state.lingering.length > 0) atk += lingerSum(state, slot.uid, 'atk');
  for (const a of aurasOn(state, slot)) atk += a.atk ?? 0;
  return Math.max(0, atk); // R-CARD-7
}

/** Printed (original) ATK: the MAXIMUM ATK for a MAXIMUM monster. */
export function originalAtk(state: DuelState, slot: MonsterSlot): number {
  const def = cardDef(state, slot.uid);
  return slot.maximum && def.maximum?.role === 'center' ? def.maximum.atk : (def.atk ?? 0);
}

/** A MAXIMUM monster has no DEF at all (R-MAX-8): null. */
export function monsterDef(state: DuelState, slot: MonsterSlot): number | null {
  if (slot.maximum) return null;
  let def = cardDef(state, slot.uid).def ?? 0;
  if (state.lingering.length > 0) def += lingerSum(state, slot.uid, 'def');
  return Math.max(0, def);
}

export function monsterLevel(state: DuelState, slot: MonsterSlot): number {
  return cardDef(state, slot.uid).level ?? 0;
}

/** Attack declarations this monster may make this turn (R-BAT-2, R-MAX-15). */
export function attacksAllowed(state: DuelState, slot: MonsterSlot): number {
  if (state.lingering.length === 0) return 1;
  const base = 1 + lingerSum(state, slot.uid, 'extraAttacks');
  // "Can attack monsters N times": extra attacks on monsters, gone once it attacked directly.
  return lingerHas(state, slot.uid, 'attackedDirectly') ? base : base + lingerSum(state, slot.uid, 'extraAttacksOnMonsters');
}

export function hasPiercing(state: DuelState, slot: MonsterSlot): boolean {
  if (state.lingering.length > 0 && lingerHas(state, slot.uid, 'piercing')) return true;
  return aurasOn(state, slot).some((a) => a.piercing === true);
}

export function battleImmune(state: DuelState, slot: MonsterSlot): boolean {
  if (state.lingering.length > 0 && lingerHas(state, slot.uid, 'battleImmune')) return true;
  return aurasOn(state, slot).some((a) => a.battleImmune === true);
}
