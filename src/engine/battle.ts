// Battle (R-BAT) and damage calculation (R-DMG).
import { own } from './draft';
import { checkLpLoss } from './flow';
import { addLingering, lingerHas, lingerSum, playerRule, playerRuleFilters, playerRuleValues } from './effects/lingering';
import { monsterPasses } from './effects/doc/select';
import { lastKnown } from './effects/lastKnown';
import { attackShielded } from './effects/attackShield';
import { scriptOf } from './effects/registry';
import { runFrame } from './effects/run';
import { attacksAllowed, auraFlag, aurasOn, battleImmune, hasPiercing, monsterAtk, monsterDef, originalAtk } from './stats';
import { tx, type EngineText } from './text';
import type { DuelEvent, DuelState, ModifierFilter, MonsterSlot, Seat } from './types';
import type { EffectDef } from './effects/types';
import { cardDef } from './cards';
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
export function checkTarget(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): EngineText | null {
  const opp = state.players[other(seat)];
  // attackPositionTargetsOnly: only Attack Position monsters may be its targets (never the player).
  if (state.lingering.length > 0 && lingerHas(state, attacker, 'attackPositionTargetsOnly')) {
    const t = target === 'direct' ? undefined : opp.monsters[findMonster(opp, target)];
    if (target === 'direct' || (t && (t.faceDown || t.position !== 'attack'))) return tx('attack.attackPositionOnly', { card: attacker });
  }
  const targetRule = state.lingering.length > 0 ? targetRuleProblem(state, seat, attacker, target) : null;
  if (targetRule) return targetRule;
  if (target === 'direct') {
    if (lingerHas(state, attacker, 'noDirectAttack')) return tx('attack.noDirectThisTurn');
    // A player rule: none of the player's monsters may attack directly this turn.
    const slot = state.players[seat].monsters[findMonster(state.players[seat], attacker)];
    if (state.lingering.length > 0 && playerRule(state, seat, 'noDirectAttack')) {
      // Without a filter no monster may; with one ("only Fusion monsters can attack directly"), only those passing it.
      const only = playerRuleFilters(state, seat, 'noDirectAttack');
      const unfiltered = state.lingering.some((l) => l.target === null && l.seat === seat && l.kind === 'noDirectAttack' && !l.filter);
      if (unfiltered) return tx('attack.noDirectForPlayer');
      if (slot && only.some((f) => !monsterPasses({ state, self: slot.uid, seat, locals: {} }, slot, f))) return tx('attack.noDirect', { card: attacker });
    }
    // A continuous "it cannot attack directly" wins over any "it can attack directly".
    if (slot && auraFlag(state, slot, 'noDirectAttack')) return tx('attack.noDirect', { card: attacker });
    if (slot && state.lingering.length > 0 && slot.attacks >= 1 + lingerSum(state, attacker, 'extraAttacks')) {
      return tx('attack.onlyMonsters');
    }
    return monsterCount(opp) === 0 || lingerHas(state, attacker, 'directAttack') || (slot !== null && slot !== undefined && auraFlag(state, slot, 'directAttack'))
      ? null
      : tx('attack.directNeedsEmpty', null, 'R-BAT-4');
  }
  const zone = findMonster(opp, target);
  if (zone < 0) return tx('attack.targetNotOpponents');
  // A continuous rule of the defender's field may keep this monster from being attacked.
  if (attackShielded(state, other(seat), opp.monsters[zone] as MonsterSlot)) return tx('attack.shielded', { card: target });
  if (state.lingering.length > 0 && lingerHas(state, attacker, 'attackEachMonster') && attackedBefore(state, attacker, target)) {
    return tx('attack.eachOnce');
  }
  return null;
}

/**
 * The player rules on the attacked monster (`forbid` `attackOn`, R-BAT-4): the monsters of the
 * other field passing a `noAttackOnTarget` filter cannot be attacked; while that field holds a
 * monster passing an `attackTargetsOnly` filter, only such monsters can be (and not the player).
 * Each filter is read on the monsters as they are when the attack is declared.
 */
function targetRuleProblem(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): EngineText | null {
  const opp = state.players[other(seat)];
  const read = (m: MonsterSlot, f: ModifierFilter): boolean => monsterPasses({ state, self: attacker, seat, locals: {} }, m, f);
  const t = target === 'direct' ? undefined : opp.monsters[findMonster(opp, target)];
  if (t && playerRuleFilters(state, seat, 'noAttackOnTarget').some((f) => read(t, f))) return tx('attack.targetLocked', { card: t.uid });
  for (const f of playerRuleFilters(state, seat, 'attackTargetsOnly')) {
    if (!opp.monsters.some((m) => m !== null && read(m, f))) continue;
    if (!t) return tx('attack.onlyTargets');
    if (!read(t, f)) return tx('attack.targetLocked', { card: t.uid });
  }
  return null;
}

/** Why this monster may not declare an attack now (R-BAT-2), or null. */
export function checkAttacker(state: DuelState, seat: Seat, attacker: number): EngineText | null {
  const p = state.players[seat];
  const zone = findMonster(p, attacker);
  const m = p.monsters[zone];
  if (!m) return tx('attack.notYours');
  if (m.faceDown || m.position !== 'attack') {
    return tx('attack.notFaceUpAttack', null, 'R-BAT-2');
  }
  // A player rule (cannotAttack, effects/lingering.ts) that stops monsters passing its filter.
  if (state.lingering.length > 0 && playerRuleFilters(state, seat, 'cannotAttack').some((f) => monsterPasses({ state, self: m.uid, seat, locals: {} }, m, f))) {
    return tx('attack.forbidden', { card: m.uid });
  }
  // "It cannot attack": a `modify` of this turn on the monster, or a continuous effect.
  if (state.lingering.length > 0 && lingerHas(state, attacker, 'cannotAttack')) return tx('attack.forbidden', { card: m.uid });
  if (auraFlag(state, m, 'cannotAttack')) return tx('attack.cannot', { card: m.uid });
  if (state.lingering.length > 0) {
    const only = attackLimitProblem(state, seat, m);
    if (only) return only;
  }
  if (state.lingering.length > 0 && lingerHas(state, attacker, 'attackEachMonster')) {
    // attackEachMonster: allowed while some opponent monster has not been attacked by it yet.
    const left = opponentMonsterUids(state, seat).filter((t) => !attackedBefore(state, attacker, t));
    return left.length > 0 || m.attacks === 0 ? null : tx('attack.eachDone', { card: attacker });
  }
  if (m.attacks >= attacksAllowed(state, m)) {
    return tx('attack.already', { card: attacker }, 'R-BAT-2');
  }
  return null;
}

/**
 * The player rules that let only some monsters attack: those passing a filter (`attackOnly`),
 * one named monster (`attackOnlyCard`), or at most N monsters this turn (`attackersLimit`; a
 * monster that has declared an attack already is one of them).
 */
function attackLimitProblem(state: DuelState, seat: Seat, m: MonsterSlot): EngineText | null {
  if (playerRuleFilters(state, seat, 'attackOnly').some((f) => !monsterPasses({ state, self: m.uid, seat, locals: {} }, m, f))) {
    return tx('attack.onlySome', { card: m.uid });
  }
  if (playerRuleValues(state, seat, 'attackOnlyCard').some((u) => u !== m.uid)) return tx('attack.onlySome', { card: m.uid });
  const limits = playerRuleValues(state, seat, 'attackersLimit');
  if (limits.length > 0 && m.attacks === 0) {
    const n = Math.min(...limits);
    if (playerRuleValues(state, seat, 'attackerCounted').length >= n) return tx('attack.attackersLimit', { n });
  }
  return null;
}

function attackedBefore(state: DuelState, attacker: number, target: number): boolean {
  return state.lingering.some((l) => l.target === attacker && l.kind === 'attackedTarget' && l.value === target);
}

export function checkAttack(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): EngineText | null {
  return checkAttacker(state, seat, attacker) ?? checkTarget(state, seat, attacker, target);
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
  // Under a limit on how many monsters attack, a monster's first declaration is counted.
  if (m.attacks === 0 && d.lingering.length > 0 && playerRule(d, seat, 'attackersLimit')) {
    addLingering(d, { source: attacker, target: null, seat, kind: 'attackerCounted', value: attacker, untilTurn: d.turn });
  }
  d.attack = { attacker, target, opponentMonsters: opponentMonsterUids(d, seat), calculated: false };
  events.push({ type: 'attack', attacker, target, player: seat });
  if (target !== 'direct' && lingerHas(d, attacker, 'attackEachMonster')) {
    d.lingering = [...d.lingering, { source: attacker, target: attacker, seat, kind: 'attackedTarget', value: target, untilTurn: d.turn }];
  }
  if (target === 'direct' && (lingerHas(d, attacker, 'extraAttacksOnMonsters') || aurasOn(d, p.monsters[zone] as MonsterSlot).some((a) => (a.extraAttacksOnMonsters ?? 0) > 0))) {
    d.lingering = [...d.lingering, { source: attacker, target: attacker, seat, kind: 'attackedDirectly', value: 1, untilTurn: d.turn }];
  }
}

/** At the replay prompt (R-BAT-7): a new target, or a direct attack when the field is empty. */
export function checkRetarget(state: DuelState, seat: Seat, attacker: number, target: number | 'direct'): EngineText | null {
  const pend = state.pending;
  if (pend?.kind !== 'attackReplay' || pend.attacker !== attacker) {
    return tx('replay.chooseTarget');
  }
  return checkTarget(state, seat, attacker, target);
}

export function performRetarget(d: DuelState, seat: Seat, attacker: number, target: number | 'direct', events: DuelEvent[]): void {
  d.attack = { attacker, target, opponentMonsters: opponentMonsterUids(d, seat), calculated: false };
  events.push({ type: 'attack', attacker, target, player: seat, replay: true });
}

export function performCancelAttack(d: DuelState, seat: Seat, events: DuelEvent[]): void {
  const attacker = d.attack?.attacker;
  d.attack = null;
  if (attacker !== undefined) events.push({ type: 'attackCancelled', attacker, player: seat });
}

/**
 * After the declaration and its Trap window: damage calculation, unless the attack ended
 * (R-BAT-6) or the opponent's monsters changed (R-BAT-7, the replay prompt is set).
 * Settling the duel afterwards (windows, the next decision) is the caller's job.
 */
export function resolveAttack(d: DuelState, events: DuelEvent[]): void {
  const att = d.attack;
  const seat = d.turnPlayer;
  if (!att) return;
  const a = locateMonster(d, att.attacker);
  // R-BAT-6: the attacker left the field or is no longer face-up in Attack Position.
  if (!a || a.seat !== seat || a.slot.faceDown || a.slot.position !== 'attack') {
    d.attack = null;
    events.push({ type: 'attackCancelled', attacker: att.attacker, player: seat });
    return;
  }
  if (!sameSet(att.opponentMonsters, opponentMonsterUids(d, seat))) {
    d.pending = { kind: 'attackReplay', player: seat, attacker: att.attacker };
    return;
  }
  d.attack = { attacker: att.attacker, target: att.target, opponentMonsters: att.opponentMonsters, calculated: true };
  damageCalculation(d, seat, a.slot, att.target, events);
  d.attack = null;
}

/**
 * Whether a `forbid` `battleDamage` rule on player stops this battle's damage to them: one with
 * no filter always; one with a filter when the attacker is the other player's and passes it.
 */
function noBattleDamageRule(d: DuelState, player: Seat, attacker: MonsterSlot, attackerSeat: Seat): boolean {
  for (const l of d.lingering) {
    if (l.target !== null || l.seat !== player || l.kind !== 'noBattleDamage') continue;
    if (!l.filter) return true;
    if (attackerSeat !== player && monsterPasses({ state: d, self: attacker.uid, seat: attackerSeat, locals: {} }, attacker, l.filter)) return true;
  }
  return false;
}

/**
 * Battle damage to player, unless they take none: a `forbid` `battleDamage` rule on them this
 * turn (R-DMG; with a filter, from the attacks of such monsters of the other player only), or a
 * continuous `noBattleDamage` on their own monster in this battle (`mine`).
 */
function battleDamage(d: DuelState, player: Seat, amount: number, events: DuelEvent[], attacker: MonsterSlot, attackerSeat: Seat, mine?: MonsterSlot): void {
  if (d.lingering.length > 0 && noBattleDamageRule(d, player, attacker, attackerSeat)) return;
  if (mine && auraFlag(d, mine, 'noBattleDamage')) return;
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
    battleDamage(d, opp, A, events, attacker, seat); // R-DMG-1
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
      battleDamage(d, opp, A - T, events, attacker, seat, t); // R-DMG-2
      destroyed.push({ seat: opp, uid: t.uid });
    } else if (A === T) {
      if (A > 0) destroyed.push({ seat, uid: attacker.uid }, { seat: opp, uid: t.uid }); // R-DMG-3; R-DMG-4 at 0
    } else {
      battleDamage(d, seat, T - A, events, attacker, seat, attacker); // R-DMG-5
      destroyed.push({ seat, uid: attacker.uid });
    }
  } else {
    const D = monsterDef(d, t) ?? 0;
    if (A > D) {
      if (hasPiercing(d, attacker)) battleDamage(d, opp, A - D, events, attacker, seat, t); // R-DMG-9
      destroyed.push({ seat: opp, uid: t.uid }); // R-DMG-6
    } else if (A < D) battleDamage(d, seat, D - A, events, attacker, seat, attacker); // R-DMG-8; R-DMG-7 when equal
  }
  // R-BAT-8: a player brought to 0 loses before anything is destroyed.
  if (checkLpLoss(d, events)) return;
  const really = destroyed.filter((x) => {
    const slot = d.players[x.seat].monsters[findMonster(d.players[x.seat], x.uid)];
    // The monster it battled, for an immunity limited to battles with some monsters.
    const foe = locateMonster(d, x.uid === attacker.uid ? t.uid : attacker.uid)?.slot;
    return slot !== null && slot !== undefined && !battleImmune(d, slot, foe);
  });
  const originals = really.map((x) => originalAtk(d, d.players[x.seat].monsters[findMonster(d.players[x.seat], x.uid)] as MonsterSlot));
  for (const x of really) {
    const slot = d.players[x.seat].monsters[findMonster(d.players[x.seat], x.uid)] as MonsterSlot;
    const was = lastKnown(d, slot);
    events.push({ type: 'destroy', card: x.uid, player: x.seat, reason: 'battle', by: other(x.seat), position: slot.position, faceDown: slot.faceDown, ...(was ? { was } : {}) });
  }
  for (const x of really) {
    removeMonster(d, x.seat, findMonster(d.players[x.seat], x.uid), 'gy', 'battle', events);
  }
  // The monster that survived a battle it won may have effects for that (attacker or defender).
  really.forEach((x, i) => {
    const winner = x.seat === opp ? attacker.uid : (target as number);
    afterBattleWin(d, other(x.seat), winner, x.uid, originals[i] ?? 0, events);
    afterAttackerWin(d, other(x.seat), winner === attacker.uid ? winner : null, x.uid, originals[i] ?? 0, events);
  });
}

/** Effects of the monster that destroyed another by battle and is still on the field. */
function afterBattleWin(d: DuelState, seat: Seat, winner: number, destroyed: number, destroyedAtk: number, events: DuelEvent[]): void {
  if (findMonster(d.players[seat], winner) < 0) return;
  if (seat === d.turnPlayer && lingerHas(d, winner, 'extraAttackOnWin')) {
    d.lingering = d.lingering
      .filter((l) => !(l.target === winner && l.kind === 'extraAttackOnWin'))
      .concat({ source: winner, target: winner, seat, kind: 'extraAttacks', value: 1, untilTurn: d.turn });
  }
  // A win in battle grants one more attack, against monsters only (extraMonsterAttackOnWin).
  if (seat === d.turnPlayer && lingerHas(d, winner, 'extraMonsterAttackOnWin')) {
    d.lingering = d.lingering
      .filter((l) => !(l.target === winner && l.kind === 'extraMonsterAttackOnWin'))
      .concat({ source: winner, target: winner, seat, kind: 'extraAttacksOnMonsters', value: 1, untilTurn: d.turn });
  }
  if (!d.players[other(seat)].gy.includes(destroyed)) return;
  const script = scriptOf(d, winner);
  // Its battleWin effects resolve in a frame like any effect ("trigger" is the destroyed monster).
  for (const e of script?.effects ?? []) {
    if (e.kind !== 'battleWin' || e.byAttacker || d.winner !== null) continue;
    runBattleWin(d, seat, winner, e.id, e.condition, destroyed, destroyedAtk, events);
  }
}

/** Runs one battleWin effect of card `self` in a frame ("trigger" is the destroyed monster). */
function runBattleWin(d: DuelState, seat: Seat, self: number, effect: string, condition: EffectDef['condition'], destroyed: number, destroyedAtk: number, events: DuelEvent[]): void {
  const locals = { trigger: [destroyed], triggerAtk: destroyedAtk };
  if (condition && !condition({ state: d, self, seat, locals })) return;
  const outer = d.frame;
  d.frame = { source: self, scriptCard: self, seat, effect, kind: 'monster', stage: 'effect', step: 0, locals, log: [] };
  runFrame(d, events);
  d.frame = outer;
  checkLpLoss(d, events);
}

/**
 * Continuous effects of face-up monsters of `seat` on a battle won by any attacking monster of
 * theirs (a battleWin with `byAttacker`; this card or another, even one destroyed in the same
 * battle), its original (printed) Type read; the destroyed monster must have gone to the GY.
 */
function afterAttackerWin(d: DuelState, seat: Seat, attacker: number | null, destroyed: number, destroyedAtk: number, events: DuelEvent[]): void {
  if (attacker === null || seat !== d.turnPlayer || !d.players[other(seat)].gy.includes(destroyed)) return;
  const race = d.cards[attacker] ? cardDef(d, attacker).race : undefined;
  for (const slot of d.players[seat].monsters) {
    if (!slot || slot.faceDown) continue;
    for (const e of scriptOf(d, slot.uid)?.effects ?? []) {
      if (e.kind !== 'battleWin' || !e.byAttacker || d.winner !== null) continue;
      if (e.byAttacker.originalRace !== undefined && e.byAttacker.originalRace !== race) continue;
      if (findMonster(d.players[seat], slot.uid) < 0) continue;
      runBattleWin(d, seat, slot.uid, e.id, e.condition, destroyed, destroyedAtk, events);
    }
  }
}
