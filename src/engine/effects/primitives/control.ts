// Control changes: a monster moves to the other player's Monster Zones with its slot (position,
// attacks made, summon record); its owner stays the same, so it always leaves the field to its
// owner's piles (R-CARD-8). The Equip Spells on it stay where they are and keep equipping it.
import { own } from '../../draft';
import type { DuelEvent, DuelState, Seat } from '../../types';
import { freeMonsterZones, locateMonster, removeMonster } from '../../zones';

/** Moves monster uid to seat's first free Monster Zone; false when it is not on the field, is seat's already, is in MAXIMUM mode or seat has no free zone. */
export function switchControl(d: DuelState, uid: number, seat: Seat, events: DuelEvent[]): boolean {
  const at = locateMonster(d, uid);
  if (!at || at.seat === seat || at.slot.maximum !== null) return false;
  const zone = freeMonsterZones(d.players[seat])[0];
  if (zone === undefined) return false;
  own(d, at.seat).monsters[at.zone] = null;
  own(d, seat).monsters[zone] = at.slot;
  events.push({ type: 'control', card: uid, player: seat, from: at.seat, zone });
  return true;
}

/**
 * The End Phase of a control taken "until the End Phase": the monster, if still on the field
 * under the other player, goes back to `seat` (a free zone of theirs), or to its owner's GY when
 * they have none (the monster cannot stay where it is, and no zone can hold it).
 */
export function returnControl(d: DuelState, uid: number, seat: Seat, events: DuelEvent[]): void {
  const at = locateMonster(d, uid);
  if (!at || at.seat === seat) return;
  if (switchControl(d, uid, seat, events)) return;
  removeMonster(d, at.seat, at.zone, 'gy', 'rule', events);
}
