// Temporary effects ("until the end of the turn", "until the end of your opponent's next
// turn") kept as plain data in state.lingering.
import type { DuelState, LingerKind, Lingering, Seat } from '../types';

export function addLingering(d: DuelState, l: Lingering): void {
  d.lingering = [...d.lingering, l];
}

/** Sum of the values of one kind on one monster. */
export function lingerSum(state: DuelState, target: number, kind: LingerKind): number {
  let n = 0;
  for (const l of state.lingering) if (l.target === target && l.kind === kind) n += l.value;
  return n;
}

export function lingerHas(state: DuelState, target: number, kind: LingerKind): boolean {
  for (const l of state.lingering) if (l.target === target && l.kind === kind) return true;
  return false;
}

/** A rule on a player (target null), such as "you cannot Normal Summon this turn". */
export function playerRule(state: DuelState, seat: Seat, kind: LingerKind): boolean {
  for (const l of state.lingering) if (l.target === null && l.seat === seat && l.kind === kind) return true;
  return false;
}

/** R-MEFF-4: a monster that leaves the field or turns face-down is a new monster. */
export function forgetMonster(d: DuelState, uid: number): void {
  if (d.lingering.some((l) => l.target === uid)) d.lingering = d.lingering.filter((l) => l.target !== uid);
}

/** R-END-1: effects lasting until the end of this turn expire. */
export function expireLingering(d: DuelState): void {
  if (d.lingering.some((l) => l.untilTurn <= d.turn)) d.lingering = d.lingering.filter((l) => l.untilTurn > d.turn);
}
