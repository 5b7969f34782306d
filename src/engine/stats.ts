// Current values of a monster on the field: printed values (MAXIMUM ATK in MAXIMUM mode,
// R-MAX-7), plus temporary effects (state.lingering), plus the [Continuous Effects] of
// face-up cards (auras).
import { cardDef } from './cards';
import { lingerHas, lingerSum } from './effects/lingering';
import { monsterPasses } from './effects/doc/select';
import { duelHasRule, scriptOf } from './effects/registry';
import type { Aura, AuraFlag } from './effects/types';
import type { DuelState, MonsterSlot, Seat } from './types';
import { locateMonster } from './zones';

// While legalActions lists a state (which never changes then), each slot's auras are worked out
// once: a listing reads the same monsters' stats many times, and each read ran every aura of the
// field. Keyed by the slot object: a slot is replaced, never edited, when a monster changes.
let listedState: DuelState | null = null;
let listedAuras = new Map<MonsterSlot, readonly Aura[]>();

/** Auras of `state` are remembered until the next call (null: none are). */
export function rememberAurasOf(state: DuelState | null): void {
  listedState = state;
  if (listedAuras.size > 0) listedAuras = new Map();
}

/** Every aura that applies to slot, from face-up monsters and Field Spells of both players. */
export function aurasOn(state: DuelState, slot: MonsterSlot): readonly Aura[] {
  if (slot.faceDown || !duelHasRule(state, 'aura')) return NO_AURAS;
  if (state !== listedState) return collectAuras(state, slot);
  let auras = listedAuras.get(slot);
  if (auras === undefined) {
    auras = collectAuras(state, slot);
    listedAuras.set(slot, auras);
  }
  return auras;
}

const NO_AURAS: readonly Aura[] = Object.freeze([]);

function collectAuras(state: DuelState, slot: MonsterSlot): Aura[] {
  const out: Aura[] = [];
  const targetSeat: Seat = state.players[0].monsters.includes(slot) ? 0 : 1;
  for (const seat of [0, 1] as const) {
    const p = state.players[seat];
    // Called for every stat read: no intermediate list of sources, straight to the scripts.
    for (const m of p.monsters) {
      if (!m || m.faceDown) continue;
      const maximum = m.maximum !== null;
      addAura(out, state, m.uid, m.uid, maximum, seat, slot, targetSeat);
      if (m.maximum) {
        addAura(out, state, m.maximum.left, m.uid, true, seat, slot, targetSeat);
        addAura(out, state, m.maximum.right, m.uid, true, seat, slot, targetSeat);
      }
    }
    if (p.field && !p.field.faceDown) addAura(out, state, p.field.uid, p.field.uid, false, seat, slot, targetSeat);
    // Equip Spells (R-EQ-3): their aura says which monster it reaches (the one they equip).
    for (const s of p.spellTraps) if (s && !s.faceDown && s.equippedTo !== null) addAura(out, state, s.uid, s.uid, false, seat, slot, targetSeat);
  }
  return out;
}

/** The aura of card `uid` (on `self`, controlled by seat) on slot, if it has one now. */
function addAura(
  out: Aura[], state: DuelState, uid: number, self: number, maximum: boolean, seat: Seat, slot: MonsterSlot, targetSeat: Seat,
): void {
  const c = scriptOf(state, uid)?.continuous;
  if (!c?.aura || (c.bothModes !== true && Boolean(c.maximumOnly) !== maximum)) return;
  const a = c.aura({ state, self, seat, locals: {}, target: slot, targetSeat });
  if (a) out.push(a);
}

export function monsterAtk(state: DuelState, slot: MonsterSlot): number {
  let atk = originalAtk(state, slot);
  if (state.lingering.length > 0) atk += lingerSum(state, slot.uid, 'atk');
  for (const a of aurasOn(state, slot)) atk += a.atk ?? 0;
  return Math.max(0, atk); // R-CARD-7
}

/**
 * Original ATK: printed (the MAXIMUM ATK for a MAXIMUM monster), unless an effect made it
 * another number ("its original ATK becomes 1500"; the latest such effect counts).
 */
export function originalAtk(state: DuelState, slot: MonsterSlot): number {
  return originalStats(state, slot).atk;
}

/**
 * Original ATK and DEF: printed, then the effects that changed them, in the order they were
 * applied ("its original ATK becomes 1500" sets the ATK; "switch its original ATK and DEF"
 * swaps the two as they are then).
 */
export function originalStats(state: DuelState, slot: MonsterSlot): { atk: number; def: number } {
  const d = cardDef(state, slot.uid);
  let atk = slot.maximum && d.maximum?.role === 'center' ? d.maximum.atk : (d.atk ?? 0);
  let def = d.def ?? 0;
  for (const l of state.lingering) {
    if (l.target !== slot.uid) continue;
    if (l.kind === 'baseAtk') atk = l.value;
    else if (l.kind === 'swapOriginalAtkDef') [atk, def] = [def, atk];
  }
  return { atk, def };
}

/** A MAXIMUM monster has no DEF at all (R-MAX-8): null. */
export function monsterDef(state: DuelState, slot: MonsterSlot): number | null {
  if (slot.maximum) return null;
  let def = state.lingering.length > 0 ? originalStats(state, slot).def : (cardDef(state, slot.uid).def ?? 0);
  if (state.lingering.length > 0) def += lingerSum(state, slot.uid, 'def');
  for (const a of aurasOn(state, slot)) def += a.def ?? 0;
  return Math.max(0, def);
}

let readingLevelAuras = false;

/** Current Level: printed, plus the Level changes of effects (never below 1 for a monster with a Level). */
export function monsterLevel(state: DuelState, slot: MonsterSlot): number {
  const printed = cardDef(state, slot.uid).level ?? 0;
  if (printed === 0 || slot.faceDown) return printed;
  let level = printed + (state.lingering.length > 0 ? lingerSum(state, slot.uid, 'level') : 0);
  // Continuous Level changes (an Equip Spell's, R-EQ-3). An aura's own filter may read a Level:
  // inside the auras, Levels are read without continuous Level changes (no loop).
  if (!readingLevelAuras) {
    readingLevelAuras = true;
    try {
      for (const a of aurasOn(state, slot)) level += a.level ?? 0;
    } finally {
      readingLevelAuras = false;
    }
  }
  return Math.max(1, level);
}

/** A card's Level where it is: current for a monster on the field, printed elsewhere. */
export function levelNow(state: DuelState, uid: number): number {
  const at = locateMonster(state, uid);
  return at ? monsterLevel(state, at.slot) : (cardDef(state, uid).level ?? 0);
}

/** Attack declarations this monster may make this turn (R-BAT-2, R-MAX-15). */
export function attacksAllowed(state: DuelState, slot: MonsterSlot): number {
  let base = 1;
  let onMonsters = 0;
  for (const a of aurasOn(state, slot)) {
    base += a.extraAttacks ?? 0;
    onMonsters += a.extraAttacksOnMonsters ?? 0;
  }
  if (state.lingering.length === 0) return base + onMonsters;
  base += lingerSum(state, slot.uid, 'extraAttacks');
  // "Can attack monsters N times": extra attacks on monsters, gone once it attacked directly.
  return lingerHas(state, slot.uid, 'attackedDirectly') ? base : base + onMonsters + lingerSum(state, slot.uid, 'extraAttacksOnMonsters');
}

export function hasPiercing(state: DuelState, slot: MonsterSlot): boolean {
  if (state.lingering.length > 0 && lingerHas(state, slot.uid, 'piercing')) return true;
  return aurasOn(state, slot).some((a) => a.piercing === true);
}

/**
 * Whether the monster cannot be destroyed by battle; `foe`, the monster it battles, for an
 * immunity limited to battles with some monsters (without it, such an immunity does not count).
 */
export function battleImmune(state: DuelState, slot: MonsterSlot, foe?: MonsterSlot): boolean {
  // A protection kept with a filter holds only while the monster passes it ("while in face-up Defense Position").
  if (state.lingering.length > 0 && state.lingering.some((l) => l.target === slot.uid && l.kind === 'battleImmune' && (!l.filter || monsterPasses({ state, self: l.source, seat: l.seat, locals: {} }, slot, l.filter)))) return true;
  return aurasOn(state, slot).some((a) => a.battleImmune === true || (foe !== undefined && a.battleImmuneWith?.(foe) === true));
}

/** Whether a continuous effect puts this battle rule (`Aura` flag) on the monster now. */
export function auraFlag(state: DuelState, slot: MonsterSlot, flag: AuraFlag): boolean {
  return aurasOn(state, slot).some((a) => a[flag] === true);
}
