// Changing battle positions by choice, including Reverse (R-POS).
import { own } from './draft';
import { cardName } from './cards';
import type { DuelEvent, DuelState, Seat } from './types';
import { findMonster, withSlot } from './zones';

export function checkChangePosition(state: DuelState, seat: Seat, uid: number): string | null {
  const p = state.players[seat];
  const zone = findMonster(p, uid);
  if (zone < 0) return 'You can only change the position of a monster you control.';
  const m = p.monsters[zone];
  if (!m) return 'No monster there.';
  if (!m.maximum && !m.summonedThisTurn && !m.positionChangedThisTurn) return null;
  const name = m.faceDown ? 'That face-down monster' : cardName(state, uid);
  if (m.maximum) return `${name} is in MAXIMUM mode and always stays in Attack Position (R-MAX-13).`;
  if (m.summonedThisTurn) return `${name} arrived on the field this turn, so its position cannot change yet (R-POS-2).`;
  if (m.positionChangedThisTurn) return `${name} has already changed position this turn (R-POS-2).`;
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
}
