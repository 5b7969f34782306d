// Activating monster effects (R-MEFF), Spells (R-SPELL, R-FIELD) and Traps (R-TRAP).
// `activationProblem` is the one place that says whether an activation is allowed.
import { cardDef } from '../cards';
import { auraFlag } from '../stats';
import { own } from '../draft';
import { tx, type EngineText } from '../text';
import type { Action, DuelEvent, DuelState, LastKnown, LocalValue, MonsterSlot, Seat } from '../types';
import { freeSpellTrapZones, locateMonster, putCard, takeFromHand, withSlot, withSpellTrap } from '../zones';
import { TRIGGER_FROM, TRIGGER_WAS } from './lastKnown';
import { lingerHas, playerRuleFilters } from './lingering';
import { monsterPasses } from './doc/select';
import { duelHasScripts, scriptOf } from './registry';
import { someMonsterRule } from './fieldLocks';
import { runFrame } from './run';
import { nameLockProblem, trapRuleProblem } from './turnLocks';
import type { CardScript, EffectDef, ReadCtx } from './types';

type Where =
  | { at: 'monster'; slot: MonsterSlot; zone: number }
  | { at: 'hand' }
  | { at: 'spellTrap'; zone: number }
  | { at: 'field' };

/** Where seat's card `uid` is, for activation purposes (a MAXIMUM piece answers with its monster). */
function locate(state: DuelState, seat: Seat, uid: number): Where | null {
  const p = state.players[seat];
  for (let z = 0; z < 3; z++) {
    const m = p.monsters[z];
    if (m && (m.uid === uid || m.maximum?.left === uid || m.maximum?.right === uid)) return { at: 'monster', slot: m, zone: z };
  }
  if (p.hand.includes(uid)) return { at: 'hand' };
  const z = p.spellTraps.findIndex((s) => s?.uid === uid);
  if (z >= 0) return { at: 'spellTrap', zone: z };
  if (p.field?.uid === uid) return { at: 'field' };
  return null;
}

/**
 * A face-up monster whose continuous effect stops seat's Trap activations now (lockTraps: every
 * player's, or only its controller's opponent's, perhaps only during the Battle Phase), or null.
 */
export function trapLock(state: DuelState, seat: Seat): number | null {
  let by: number | null = null;
  someMonsterRule(state, 'locksTraps', (c, owner, slot) => {
    const lock = c.locksTraps;
    if (!lock || lock.onSummon || (lock.opponentOnly && owner === seat) || (lock.battlePhase && state.phase !== 'battle')) return false;
    by = slot.uid;
    return true;
  });
  return by;
}

/** A face-up monster whose continuous effect (`lockSpells`) stops seat activating Spell Card uid now, or null. */
function spellLock(state: DuelState, seat: Seat, uid: number): number | null {
  let by: number | null = null;
  const d = cardDef(state, uid);
  someMonsterRule(state, 'locksSpells', (c, owner, slot) => {
    if (!c.locksSpells?.(d, owner === seat ? 'you' : 'opponent')) return false;
    by = slot.uid;
    return true;
  });
  return by;
}

/**
 * lockTraps `onSummon`: a face-up monster of the summoner's (the Trap player's opponent) whose
 * continuous effect closes the window of this face-up summon, when the summoned monster, as it
 * is on the field now, passes its filter; or null.
 */
function summonTrapLock(state: DuelState, seat: Seat, ev: Extract<DuelEvent, { type: 'summon' }>): number | null {
  if (ev.player === seat || ev.faceDown) return null;
  const at = locateMonster(state, ev.card);
  if (!at || at.slot.faceDown) return null;
  for (const m of state.players[ev.player].monsters) {
    if (!m || m.faceDown) continue;
    const c = scriptOf(state, m.uid)?.continuous;
    const f = c?.locksTraps?.onSummon;
    if (!f || (c.maximumOnly && m.maximum === null)) continue;
    if (monsterPasses({ state, self: m.uid, seat: ev.player, locals: {} }, at.slot, f)) return m.uid;
  }
  return null;
}

/** noTrapsOnAttackBy: a rule of the attacking player's whose filter the attacker passes, as it is on the field. */
function attackerRuleLocksTraps(state: DuelState, player: Seat, attacker: number): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noTrapsOnAttackBy' || l.seat !== player) continue;
    const at = locateMonster(state, attacker);
    if (at && !at.slot.faceDown && monsterPasses({ state, self: attacker, seat: player, locals: {} }, at.slot, l.filter ?? {})) return true;
  }
  return false;
}

/** The once-per-turn record of an effect on its monster: the piece's card id and effect id. */
export function usedKey(state: DuelState, piece: number, effect: string): string {
  return `${state.cards[piece]?.id ?? piece}:${effect}`;
}

/** The effect of that id in a card's script (a loop: this runs for every listed activation). */
function effectIn(script: CardScript | undefined, id: string): EffectDef | undefined {
  if (!script) return undefined;
  for (const e of script.effects) if (e.id === id) return e;
  return undefined;
}

/** Whether the effect could be activated now: [Condition], costs and mandatory steps. */
export function effectPossible(def: EffectDef, ctx: ReadCtx): boolean {
  if (def.condition && !def.condition(ctx)) return false;
  if (def.cost) for (const s of def.cost) if (s.can && !s.can(ctx)) return false;
  for (const s of def.steps) if (s.can && !s.can(ctx)) return false;
  return true;
}

/**
 * The cards of these events that meet a Trap's timing (the summoned monster, the attacker, the
 * destroyed card): its `"trigger"`, known when it is checked as when it resolves.
 */
export function triggerCards(def: EffectDef, ctx: ReadCtx, events: readonly DuelEvent[], was?: Record<number, LastKnown>, from?: string[]): number[] {
  const cards: number[] = [];
  if (!def.trigger) return cards;
  for (const [i, ev] of events.entries()) {
    if (!def.trigger(ev, ctx, events, i)) continue;
    const c = ev.type === 'attack' ? ev.attacker : 'card' in ev ? ev.card : undefined;
    if (c !== undefined && !cards.includes(c)) cards.push(c);
    if (was && ev.type === 'destroy' && ev.was) was[ev.card] = ev.was;
    if (from && ev.type === 'move' && !from.includes(ev.from)) from.push(ev.from);
  }
  return cards;
}

/**
 * A Trap's locals from its timing: `trigger`, the cards that met it, and `triggerWas`, what the
 * destroyed monsters among them showed on the field (last-known information, lastKnown.ts).
 */
export function triggerLocals(def: EffectDef, ctx: ReadCtx, events: readonly DuelEvent[]): Record<string, LocalValue> {
  const was: Record<number, LastKnown> = {};
  const from: string[] = [];
  const locals: Record<string, LocalValue> = { trigger: triggerCards(def, ctx, events, was, from) };
  if (Object.keys(was).length > 0) locals[TRIGGER_WAS] = JSON.stringify(was);
  // Where the moved cards that met it came from (the condition `triggerFrom`).
  if (from.length > 0) locals[TRIGGER_FROM] = from.join(',');
  return locals;
}

/**
 * Why seat may not activate effect `effect` of card `uid` now; null if allowed. A Trap is checked
 * against the events of its window (`events`, by default the open window's).
 */
export function activationProblem(
  state: DuelState,
  seat: Seat,
  uid: number,
  effect: string,
  mode: 'main' | 'respond',
  events: readonly DuelEvent[] = state.window?.events ?? [],
): EngineText | null {
  const where = locate(state, seat, uid);
  if (!where) return tx('activate.where');
  const def = effectIn(scriptOf(state, uid), effect);
  const name = { card: uid };
  if (!def) return tx('activate.noEffect', name);
  if (def.kind === 'battleWin') return tx('activate.byItself', name);
  const nameLock = nameLockProblem(state, seat, uid);
  if (nameLock) return nameLock;
  if (mode === 'respond') {
    if (def.kind !== 'trap') return tx('activate.onlyTraps', null, 'R-TRAP-2');
  } else if (def.kind === 'trap') {
    return tx('activate.trapNeedsWindow', null, 'R-TRAP-2');
  }
  // A Set Spell/Trap Card an effect locked (`modify` `noActivate` on it).
  if ((where.at === 'spellTrap' || where.at === 'field') && state.lingering.length > 0 && lingerHas(state, uid, 'noActivate')) return tx('activate.cardLocked', name);
  if (def.kind === 'ignition') {
    if (where.at !== 'monster') return tx('activate.onField', name, 'R-MEFF-1');
    const m = where.slot;
    if (m.faceDown) return tx('activate.faceDown', null, 'R-MEFF-6');
    if (state.lingering.length > 0 && lingerHas(state, m.uid, 'noActivate')) return tx('activate.monsterLocked', name, 'R-MEFF-4');
    // A face-up monster's continuous lock on monster effects (`continuous.noMonsterEffects`).
    if (someMonsterRule(state, 'locksMonsterEffect', (c, owner, src) => c.locksMonsterEffect?.({ state, self: src.uid, seat: owner, locals: {} }, m, owner === seat ? 'you' : 'opponent') ?? false)) {
      return tx('activate.monsterLocked', name, 'R-MEFF-1');
    }
    // A rule of a resolved effect (`forbid` `monsterEffects`), on this player, with a target while tied to its card.
    if (state.lingering.length > 0 && state.lingering.some((l) => l.kind === 'noMonsterEffects' && l.seat === seat && l.filter !== undefined && monsterPasses({ state, self: m.uid, seat, locals: {} }, m, l.filter))) {
      return tx('activate.monsterLocked', name, 'R-MEFF-1');
    }
    if (def.bothModes !== true && Boolean(def.maximumOnly) !== Boolean(m.maximum)) {
      return def.maximumOnly
        ? tx('activate.maximumOnly', null, 'R-MAX-17')
        : tx('activate.maximumMode', null, 'R-MAX-14');
    }
    if (m.effectsUsedThisTurn.length > 0 && m.effectsUsedThisTurn.includes(usedKey(state, uid, def.usedAs ?? effect))) return tx('activate.used', name, 'R-MEFF-3');
    // activateOnly player rules: the monster must pass every such filter to use its effects.
    for (const f of state.lingering.length > 0 ? playerRuleFilters(state, seat, 'activateOnly') : []) {
      if (!monsterPasses({ state, self: m.uid, seat, locals: {} }, m, f)) {
        const words = [f.legend ? 'legend' : '', f.attribute ? `attr:${f.attribute}` : '', f.race ? `race:${f.race}` : '', f.monsterKind ? `kind:${f.monsterKind}` : ''];
        return tx('activate.onlyMonsters', { monsters: words.filter(Boolean).join(',') });
      }
    }
  } else if (def.kind === 'spell') {
    const isField = cardDef(state, uid).spellKind === 'field';
    // A player rule (`forbid` `activateSpells`), perhaps on one kind of Spell Card only.
    const spellKind = cardDef(state, uid).spellKind ?? 'normal';
    if (state.lingering.length > 0 && state.lingering.some((l) => l.kind === 'noSpellActivation' && l.target === null && l.seat === seat && (l.filter?.spellKind === undefined || l.filter.spellKind === spellKind))) {
      return tx('activate.spellsForbidden', null, 'R-END-1');
    }
    // A face-up monster's continuous lock (`continuous.lockSpells`).
    const locker = spellLock(state, seat, uid);
    if (locker !== null) return tx('activate.spellsLocked', { card: locker }, 'R-MEFF-5');
    if (where.at === 'hand') {
      if (!isField && freeSpellTrapZones(state.players[seat]).length === 0) {
        return tx('zone.spellTrapFull', null, 'R-SPELL-7');
      }
    } else if (where.at === 'spellTrap' || where.at === 'field') {
      const slot = where.at === 'field' ? state.players[seat].field : state.players[seat].spellTraps[where.zone];
      if (!slot?.faceDown) return tx('activate.alreadyActive', name);
    } else {
      return tx('activate.notFromThere', name);
    }
  } else {
    if (where.at !== 'spellTrap') return tx('activate.trapNotSet', null, 'R-TRAP-1');
    const slot = state.players[seat].spellTraps[where.zone];
    if (!slot?.faceDown) return tx('activate.alreadyFaceUp', name);
    if (slot.setThisTurn) return tx('activate.setThisTurn', null, 'R-TRAP-2');
    const lock = trapLock(state, seat);
    if (lock !== null) return tx('activate.trapsLocked', { card: lock });
    const ruled = state.lingering.length > 0 ? trapRuleProblem(state, seat) : null;
    if (ruled) return ruled;
    // noTrapsOnAttack: the window after that monster's attack declaration is closed to its opponent.
    for (const ev of events) {
      // noTrapsOnSummon: the window its summon opens is closed to its opponent.
      if (ev.type === 'summon' && ev.player !== seat && state.lingering.length > 0 && lingerHas(state, ev.card, 'noTrapsOnSummon')) return tx('activate.trapsLockedOnSummon', { card: ev.card });
      if (ev.type === 'summon' && summonTrapLock(state, seat, ev) !== null) return tx('activate.trapsLockedOnSummon', { card: ev.card });
      if (ev.type !== 'attack' || ev.replay || ev.player === seat) continue;
      if (state.lingering.length > 0 && (lingerHas(state, ev.attacker, 'noTrapsOnAttack') || attackerRuleLocksTraps(state, ev.player, ev.attacker))) return tx('activate.trapsLockedOnAttack', { card: ev.attacker });
      // A continuous effect on the attacker, as it is now (face-up on the field).
      const at = locateMonster(state, ev.attacker);
      if (at && auraFlag(state, at.slot, 'noTrapsOnAttack')) return tx('activate.trapsLockedOnAttack', { card: ev.attacker });
    }
  }
  // R-MEFF-2: a Spell activated from the hand is placed face-up before its cost is paid, so the
  // check sees the hand without it (it is never a candidate for its own cost or effect).
  const seen = where.at === 'hand' ? withoutFromHand(state, seat, uid) : state;
  const ctx: ReadCtx = { state: seen, self: where.at === 'monster' ? where.slot.uid : uid, seat, locals: {} };
  if (def.trigger) ctx.locals = triggerLocals(def, ctx, events);
  if (!effectPossible(def, ctx)) return tx('activate.notPossible', name, 'R-MEFF-2');
  return null;
}

/** A read-only view of the duel with one card taken out of a player's hand (nothing is copied but the two lists). */
function withoutFromHand(state: DuelState, seat: Seat, uid: number): DuelState {
  const players = state.players.map((p, i) => (i === seat ? { ...p, hand: p.hand.filter((u) => u !== uid) } : p)) as unknown as DuelState['players'];
  return { ...state, players };
}

/** Every activation seat may make in its Main Phase. */
export function mainActivations(state: DuelState, seat: Seat, out: Action[]): void {
  if (!duelHasScripts(state)) return;
  const p = state.players[seat];
  for (const m of p.monsters) {
    if (!m || m.faceDown) continue;
    if (m.maximum) {
      considerMain(state, seat, m.maximum.left, out);
      considerMain(state, seat, m.uid, out);
      considerMain(state, seat, m.maximum.right, out);
    } else considerMain(state, seat, m.uid, out);
  }
  for (const uid of p.hand) if (cardDef(state, uid).kind === 'spell') considerMain(state, seat, uid, out);
  for (const s of p.spellTraps) if (s?.faceDown) considerMain(state, seat, s.uid, out);
  if (p.field?.faceDown) considerMain(state, seat, p.field.uid, out);
}

/**
 * A zone named for an activation: only a Spell (not a Field Spell) activated from the hand goes
 * to a zone, and it must be a free one (R-SPELL-7).
 */
export function activateZoneProblem(state: DuelState, seat: Seat, a: { card: number; zone?: number }): EngineText | null {
  if (a.zone === undefined) return null;
  const p = state.players[seat];
  if (!p.hand.includes(a.card) || cardDef(state, a.card).spellKind === 'field') return tx('action.noField', { type: 'activate', field: 'zone' });
  return p.spellTraps[a.zone] ? tx('zone.spellTrapNotFree', { zone: a.zone }, 'R-SPELL-7') : null;
}

/** The Main Phase activations of one card. */
function considerMain(state: DuelState, seat: Seat, uid: number, out: Action[]): void {
  const script = scriptOf(state, uid);
  if (!script) return;
  for (const e of script.effects) {
    if (e.kind !== 'trap' && activationProblem(state, seat, uid, e.id, 'main') === null) {
      out.push({ type: 'activate', card: uid, effect: e.id });
    }
  }
}

/** Whether some of these events meets the Trap's timing. */
function answers(e: EffectDef, ctx: ReadCtx, events: readonly DuelEvent[]): boolean {
  const trigger = e.trigger;
  if (!trigger) return false;
  for (let i = 0; i < events.length; i++) if (trigger(events[i] as DuelEvent, ctx, events, i)) return true;
  return false;
}

/** Traps seat could activate in answer to these events (R-TRAP-2, R-TRAP-8). */
export function trapActivations(state: DuelState, seat: Seat, events: readonly DuelEvent[]): Action[] {
  const out: Action[] = [];
  if (!duelHasScripts(state)) return out;
  for (const s of state.players[seat].spellTraps) {
    if (!s || !s.faceDown || s.setThisTurn) continue;
    const script = scriptOf(state, s.uid);
    if (!script) continue;
    for (const e of script.effects) {
      if (e.kind !== 'trap' || !e.trigger) continue;
      if (!answers(e, { state, self: s.uid, seat, locals: {} }, events)) continue;
      if (activationProblem(state, seat, s.uid, e.id, 'respond', events) === null) out.push({ type: 'activate', card: s.uid, effect: e.id });
    }
  }
  return out;
}

/** Activates and starts resolving (the caller has checked activationProblem). */
export function performActivate(
  d: DuelState,
  seat: Seat,
  uid: number,
  effect: string,
  events: DuelEvent[],
  triggers: readonly DuelEvent[] = [],
  zone?: number,
): void {
  const where = locate(d, seat, uid);
  const def = effectIn(scriptOf(d, uid), effect);
  if (!where || !def) return;
  const p = own(d, seat);
  let self = uid;
  let kind: 'monster' | 'spell' | 'trap' = def.kind === 'ignition' || def.kind === 'battleWin' ? 'monster' : def.kind;
  if (where.at === 'monster') {
    self = where.slot.uid;
    kind = 'monster';
    p.monsters[where.zone] = withSlot(where.slot, { effectsUsedThisTurn: [...where.slot.effectsUsedThisTurn, usedKey(d, uid, def.usedAs ?? effect)] });
  } else if (where.at === 'hand') {
    takeFromHand(p, uid);
    if (cardDef(d, uid).spellKind === 'field') {
      // R-FIELD-3: a card already in the Field Zone is sent to the GY by rule.
      if (p.field) {
        const old = p.field.uid;
        putCard(d, old, 'gy');
        events.push({ type: 'move', card: old, player: seat, from: 'field', to: 'gy', reason: 'rule' });
      }
      p.field = { uid, faceDown: false, setThisTurn: false, equippedTo: null };
      events.push({ type: 'move', card: uid, player: seat, from: 'hand', to: 'field', reason: 'effect' });
    } else {
      const to = zone !== undefined && !p.spellTraps[zone] ? zone : (freeSpellTrapZones(p)[0] as number);
      p.spellTraps[to] = { uid, faceDown: false, setThisTurn: false, equippedTo: null };
      events.push({ type: 'move', card: uid, player: seat, from: 'hand', to: 'spellTrap', reason: 'effect' });
    }
  } else if (where.at === 'spellTrap') {
    const s = p.spellTraps[where.zone];
    if (s) p.spellTraps[where.zone] = withSpellTrap(s, { faceDown: false });
  } else if (p.field) {
    p.field = withSpellTrap(p.field, { faceDown: false });
  }
  events.push({ type: 'activate', card: uid, player: seat, effect, kind });
  // A Trap remembers which cards met its timing, e.g. the summoned or attacking monster.
  const locals: Record<string, LocalValue> = def.trigger ? triggerLocals(def, { state: d, self: uid, seat, locals: {} }, triggers) : {};
  d.frame = { source: self, scriptCard: uid, seat, effect, kind, stage: 'cost', step: 0, locals, log: [] };
  runFrame(d, events);
}

