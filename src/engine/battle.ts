// Battle (R-BAT) and damage calculation (R-DMG).
import { own } from './draft';
import { cardName } from './cards';
import { checkLpLoss } from './flow';
import { attacksAllowed, monsterAtk, monsterDef } from './stats';
import type { DuelEvent, DuelState, MonsterSlot, Seat } from './types';
import { findMonster, locateMonster, monsterCount, other, removeMonster, withSlot } from './zones';

function opponentMonsterUids(state: DuelState, seat: Seat): number[] {
  const out: number[] = [];
  for (const m of state.players[other(seat)].monsters) if (m) out.push(m.uid);
  return out;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Why `target` is not a valid attack target for seat now (R-BAT-4), or null. */
function checkTarget(state: DuelState, seat: Seat, target: number | 'direct'): string | null {
  const opp = state.players[other(seat)];
  if (target === 'direct') {
    return monsterCount(opp) === 0
      ? null
      : 'You can attack directly only when your opponent controls no monsters (R-BAT-4).';
  }
  return findMonster(opp, target) >= 0 ? null : 'The target must be a monster your opponent controls.';
}

/** Why this monster may not declare an attack now (R-BAT-2), or null. */
export function checkAttacker(state: DuelState, seat: Seat, attacker: number): string | null {
  const p = state.players[seat];
  const zone = findMonster(p, attacker);
  const m = p.monsters[zone];
  if (!m) return 'Only a monster you control can attack.';
  if (m.faceDown || m.position !== 'attack') {
    return 'Only a face-up Attack Position monster can attack (R-BAT-2).';
  }
  if (m.attacks >= attacksAllowed(state, m)) {
    return `${cardName(state, attacker)} has already attacked this turn (R-BAT-2).`;
  }
  return null;
}

export function checkAttack(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): string | null {
  return checkAttacker(state, seat, attacker) ?? checkTarget(state, seat, target);
}

export function performAttack(
  d: DuelState,
  seat: Seat,
  attacker: number,
  target: number | 'direct',
  events: DuelEvent[],
): void {
  const p = own(d, seat);
  const zone = findMonster(p, attacker);
  const m = p.monsters[zone] as MonsterSlot;
  // R-BAT-5: a declared attack counts even if it never reaches damage calculation.
  p.monsters[zone] = withSlot(m, { attacks: m.attacks + 1 });
  d.attack = { attacker, target, opponentMonsters: opponentMonsterUids(d, seat) };
  events.push({ type: 'attack', attacker, target, player: seat });
  resolveAttack(d, events);
}

/** At the replay prompt (R-BAT-7): a new target, or a direct attack when the field is empty. */
export function checkRetarget(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): string | null {
  const pend = state.pending;
  if (pend?.kind !== 'attackReplay' || pend.attacker !== attacker) {
    return 'Choose a new target for the attacking monster, or cancel the attack.';
  }
  return checkTarget(state, seat, target);
}

export function performRetarget(d: DuelState, seat: Seat, attacker: number, target: number | 'direct', events: DuelEvent[]): void {
  d.attack = { attacker, target, opponentMonsters: opponentMonsterUids(d, seat) };
  events.push({ type: 'attack', attacker, target, player: seat, replay: true });
  resolveAttack(d, events);
}

export function performCancelAttack(d: DuelState, seat: Seat, events: DuelEvent[]): void {
  const attacker = d.attack?.attacker;
  d.attack = null;
  d.pending = { kind: 'battle', player: seat };
  if (attacker !== undefined) events.push({ type: 'attackCancelled', attacker, player: seat });
}

/** After the declaration (and, with card effects, its Trap window): go on to damage. */
export function resolveAttack(d: DuelState, events: DuelEvent[]): void {
  const att = d.attack;
  const seat = d.turnPlayer;
  if (!att) return;
  const a = locateMonster(d, att.attacker);
  // R-BAT-6: the attacker left the field or is no longer face-up in Attack Position.
  if (!a || a.seat !== seat || a.slot.faceDown || a.slot.position !== 'attack') {
    d.attack = null;
    d.pending = { kind: 'battle', player: seat };
    events.push({ type: 'attackCancelled', attacker: att.attacker, player: seat });
    return;
  }
  if (!sameSet(att.opponentMonsters, opponentMonsterUids(d, seat))) {
    d.pending = { kind: 'attackReplay', player: seat, attacker: att.attacker };
    return;
  }
  damageCalculation(d, seat, a.slot, att.target, events);
  d.attack = null;
  if (d.winner === null) d.pending = { kind: 'battle', player: seat };
}

function battleDamage(d: DuelState, player: Seat, amount: number, events: DuelEvent[]): void {
  const p = own(d, player);
  p.lp = Math.max(0, p.lp - amount); // R-DMG-11
  events.push({ type: 'damage', player, amount, lp: p.lp, reason: 'battle' });
}

/** R-BAT-8 and the R-DMG table: damage first, then destruction. */
function damageCalculation(
  d: DuelState,
  seat: Seat,
  attacker: MonsterSlot,
  target: number | 'direct',
  events: DuelEvent[],
): void {
  const opp = other(seat);
  const A = monsterAtk(d, attacker);
  if (target === 'direct') {
    battleDamage(d, opp, A, events); // R-DMG-1
    checkLpLoss(d, events);
    return;
  }
  const oppP = own(d, opp);
  const tz = findMonster(oppP, target);
  let t = oppP.monsters[tz] as MonsterSlot;
  if (t.faceDown) {
    // R-POS-6 / R-DMG-10: a face-down target is turned face-up Defense first.
    t = withSlot(t, { faceDown: false, position: 'defense' });
    oppP.monsters[tz] = t;
    events.push({ type: 'position', card: t.uid, player: opp, position: 'defense', faceDown: false, reason: 'battle' });
  }
  const destroyed: { seat: Seat; uid: number }[] = [];
  if (t.position === 'attack') {
    const T = monsterAtk(d, t);
    if (A > T) {
      battleDamage(d, opp, A - T, events); // R-DMG-2
      destroyed.push({ seat: opp, uid: t.uid });
    } else if (A === T) {
      if (A > 0) destroyed.push({ seat, uid: attacker.uid }, { seat: opp, uid: t.uid }); // R-DMG-3; R-DMG-4 at 0
    } else {
      battleDamage(d, seat, T - A, events); // R-DMG-5
      destroyed.push({ seat, uid: attacker.uid });
    }
  } else {
    const D = monsterDef(d, t) ?? 0;
    if (A > D) destroyed.push({ seat: opp, uid: t.uid }); // R-DMG-6 (piercing: R-DMG-9, with effects)
    else if (A < D) battleDamage(d, seat, D - A, events); // R-DMG-8; R-DMG-7 when equal
  }
  // R-BAT-8: a player brought to 0 loses before anything is destroyed.
  if (checkLpLoss(d, events)) return;
  for (const x of destroyed) events.push({ type: 'destroy', card: x.uid, player: x.seat, reason: 'battle' });
  for (const x of destroyed) {
    removeMonster(d, x.seat, findMonster(d.players[x.seat], x.uid), 'gy', 'battle', events);
  }
}
