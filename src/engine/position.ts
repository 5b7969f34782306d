// Changing battle positions by choice, including Reverse (R-POS).
import { own } from './draft';
import { tx, type EngineText } from './text';
import type { DuelEvent, DuelState, MonsterSlot, Seat } from './types';
import { findMonster, withSlot } from './zones';
import { recordReverse } from './effects/turnLog';

/** Whether this monster of the player being asked may change its position now (R-POS-2, R-MAX-13). */
export function mayChangePosition(m: MonsterSlot): boolean {
  return !m.maximum && !m.summonedThisTurn && !m.positionChangedThisTurn;
}

export function checkChangePosition(state: DuelState, seat: Seat, uid: number): EngineText | null {
  const p = state.players[seat];
  const zone = findMonster(p, uid);
  if (zone < 0) return tx('position.notYours');
  const m = p.monsters[zone];
  if (!m) return tx('position.noMonster');
  if (mayChangePosition(m)) return null;
  // A refusal does not tell a face-down card's name.
  const name = m.faceDown ? 'faceDown' : uid;
  if (m.maximum) return tx('position.maximum', { card: name }, 'R-MAX-13');
  if (m.summonedThisTurn) return tx('position.summonedThisTurn', { card: name }, 'R-POS-2');
  if (m.positionChangedThisTurn) return tx('position.alreadyChanged', { card: name }, 'R-POS-2');
  return null;
}

/** Attack -> Defense, Defense -> Attack, face-down -> face-up Attack (R-POS-1, R-POS-3). */
export function performChangePosition(d: DuelState, seat: Seat, uid: number, events: DuelEvent[]): void {
  const p = own(d, seat);
  const zone = findMonster(p, uid);
  const m = p.monsters[zone];
  if (!m) return;
  const position = m.faceDown || m.position === 'defense' ? 'attack' : 'defense';
  p.monsters[zone] = withSlot(m, { position, faceDown: false, positionChangedThisTurn: true });
  events.push({ type: 'position', card: uid, player: seat, position, faceDown: false, reason: 'change' });
  if (m.faceDown) recordReverse(d, seat, uid);
}
