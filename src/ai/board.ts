// Reading a duel state the way the AI needs it: who is who, what each monster can do now.
import { monsterAtk, monsterDef } from '../engine';
import type { DuelState, LingerKind, MonsterSlot, Seat } from '../engine';

export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

function lingerSum(state: DuelState, uid: number, kind: LingerKind): number {
  let n = 0;
  for (const l of state.lingering) if (l.target === uid && l.kind === kind) n += l.value;
  return n;
}

export function lingerHas(state: DuelState, uid: number, kind: LingerKind): boolean {
  for (const l of state.lingering) if (l.target === uid && l.kind === kind) return true;
  return false;
}

/** Attack declarations this monster may still make this turn if it is able to attack. */
export function attacksLeft(state: DuelState, m: MonsterSlot): number {
  const allowed = 1 + (state.lingering.length > 0 ? lingerSum(state, m.uid, 'extraAttacks') : 0);
  return Math.max(0, allowed - m.attacks);
}

export interface Mon {
  uid: number;
  slot: MonsterSlot;
  atk: number;
  def: number;
  attackPos: boolean;
  faceDown: boolean;
}

/** Monsters of a player with their current ATK/DEF (a MAXIMUM monster has DEF 0 here). */
export function monsters(state: DuelState, seat: Seat): Mon[] {
  const out: Mon[] = [];
  for (const m of state.players[seat].monsters) {
    if (!m) continue;
    out.push({
      uid: m.uid,
      slot: m,
      atk: monsterAtk(state, m),
      def: monsterDef(state, m) ?? 0,
      attackPos: !m.faceDown && m.position === 'attack',
      faceDown: m.faceDown,
    });
  }
  return out;
}

/** Face-down cards in a player's Spell & Trap Zones (the Field Zone not counted). */
export function setCards(state: DuelState, seat: Seat): number {
  let n = 0;
  for (const s of state.players[seat].spellTraps) if (s?.faceDown) n++;
  return n;
}
