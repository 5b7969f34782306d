// Legality: `whyNot` says why an action is refused (null = allowed) and `legalActions`
// lists every allowed action. Both are built from the same check functions, and a
// property test checks that they agree.
// Loads and registers every card script (see effects/registry.ts).
import { checkAttack, checkAttacker, checkRetarget, checkTarget } from './battle';
import { cardDef, isExtraDeckMonster, tributesNeeded } from './cards';
import { battlePhaseAllowed } from './flow';
import { checkChangePosition, mayChangePosition } from './position';
import { checkSetSpellTrap } from './spelltrap';
import { normalSummonForbidden, specialSummonForbidden } from './effects/summonLocks';
import { setForbidden } from './effects/fieldLocks';
import { attackShielded } from './effects/attackShield';
import { checkMaximumSummon, checkSummon, checkTributeSelect, firstCopiesNamed, tributeCapacity, tributeLocked, tributesFor } from './summon';
import { checkRuleSummon, costChoices, revealChoices, ruleSummonZones } from './ruleSummon';
import { tributeRuleCount } from './tributeRules';
import { activateZoneProblem, activationProblem, mainActivations, trapActivations } from './effects/activate';
import { scriptOf } from './effects/registry';
import { tx, type EngineText } from './text';
import type { Action, CardDef, DuelState, Seat } from './types';
import { freeMonsterZones, freeSpellTrapZones, monsterCount, other } from './zones';
import { clip, echo, hasOwn } from './echo';
import { rememberListed } from './listed';
import { rememberAurasOf } from './stats';
import { checkContactFusion, contactFusionActions } from './contactFusion';

/** The fields that name a card uid (compares, not a Set lookup: this runs for every action). */
function isUidField(k: string): boolean {
  return k === 'card' || k === 'attacker' || k === 'left' || k === 'right';
}

// A Map, not an object: a type such as "toString" or "__proto__" must not find a member.
const REQUIRED_FIELDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['enterBattle', []],
  ['endTurn', []],
  ['cancel', []],
  ['summon', ['card', 'position']],
  ['maximumSummon', ['card', 'left', 'right']],
  ['setSpellTrap', ['card', 'zone']],
  ['changePosition', ['card']],
  ['attack', ['attacker', 'target']],
  ['select', ['card']],
  ['activate', ['card', 'effect']],
  ['ruleSummon', ['card', 'zone']],
  ['contactFusion', ['card', 'materials', 'position']],
  ['done', []],
  ['option', ['index']],
  ['pass', []],
]);

function isUid(state: DuelState, v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < state.cards.length;
}

/** Checks the action is well formed data before any rule is consulted. */
function shapeProblem(state: DuelState, a: unknown): EngineText | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return tx('action.notObject');
  const x = a as Record<string, unknown>;
  const type = hasOwn(x, 'type') ? x.type : undefined;
  const required = typeof type === 'string' ? REQUIRED_FIELDS.get(type) : undefined;
  if (!required) return tx('action.unknownType', { type: echo(type) });
  // for-in (no key list to allocate) visits the own keys in Object.keys order; the hasOwn test
  // skips anything enumerable on Object.prototype.
  for (const k in x) {
    if (!hasOwn(x, k)) continue;
    if (k !== 'type' && x[k] !== undefined && !required.includes(k) && !(k === 'zone' && (type === 'summon' || type === 'activate')) && !(k === 'rule' && type === 'summon') && !((k === 'reveal' || k === 'cost') && type === 'ruleSummon')) {
      return tx('action.noField', { type: clip(type as string), field: clip(k) });
    }
  }
  for (const k of required) {
    const v = x[k];
    if (v === undefined) return tx('action.needsField', { type: x.type as string, field: k });
    if (isUidField(k) && !isUid(state, v)) return tx('action.unknownCard', { field: k });
  }
  if (x.type === 'attack' && x.target !== 'direct' && !isUid(state, x.target)) {
    return tx('action.targetNotCard');
  }
  if (x.type === 'activate' && typeof x.effect !== 'string') return tx('action.effectName');
  if (x.type === 'option' && !(typeof x.index === 'number' && Number.isInteger(x.index))) return tx('action.optionNumber');
  if (x.type === 'contactFusion') {
    const m = x.materials;
    // At most 3 monsters are on a field; a longer list is junk, refused before it is read.
    if (!Array.isArray(m) || m.length === 0 || m.length > 3 || !m.every((u) => isUid(state, u))) return tx('action.materialList');
    if (x.position !== 'attack' && x.position !== 'defense') return tx('summon.position');
  }
  if (x.type === 'ruleSummon' && x.reveal !== undefined && !isUid(state, x.reveal)) return tx('action.unknownCard', { field: 'reveal' });
  if (x.type === 'ruleSummon' && x.cost !== undefined && !isUid(state, x.cost)) return tx('action.unknownCard', { field: 'cost' });
  if (x.type === 'summon' && x.rule !== undefined && !(typeof x.rule === 'number' && Number.isInteger(x.rule) && x.rule >= 0)) return tx('action.optionNumber');
  if (x.type === 'summon' || x.type === 'setSpellTrap' || x.type === 'ruleSummon' || x.type === 'activate') {
    const z = x.zone;
    if (z !== undefined && z !== 0 && z !== 1 && z !== 2 && !(z === 'field' && x.type === 'setSpellTrap')) {
      return tx('action.zoneNumber');
    }
  }
  return null;
}

const NOT_NOW = {
  main: 'notNow.main',
  battle: 'notNow.battle',
  tribute: 'notNow.tribute',
  attackReplay: 'notNow.attackReplay',
  choose: 'notNow.choose',
  option: 'notNow.option',
  respond: 'notNow.respond',
} as const;

function notNow(type: string, pendingKind: string): EngineText {
  if (pendingKind === 'battle' && ['summon', 'maximumSummon', 'ruleSummon', 'contactFusion', 'setSpellTrap', 'changePosition', 'enterBattle'].includes(type)) {
    return tx('phase.noWayBack', null, 'R-TURN-3');
  }
  if (pendingKind === 'main' && type === 'attack') return tx('phase.attackNeedsBattle');
  return tx(hasOwn(NOT_NOW, pendingKind) ? NOT_NOW[pendingKind as keyof typeof NOT_NOW] : 'notNow.any');
}

/**
 * The action as its own fields only: an inherited "type" or "zone" is not part of it. A plain
 * object is used as it is (Object.prototype has none of the field names).
 */
export function ownFields(action: unknown): unknown {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return action;
  const proto: unknown = Object.getPrototypeOf(action);
  return proto === Object.prototype || proto === null ? action : Object.fromEntries(Object.entries(action));
}

/** Why the player the engine waits for may not take this action now; null if allowed. */
export function whyNot(state: DuelState, action: unknown): EngineText | null {
  const pend = state.pending;
  if (state.winner !== null || !pend) return tx('duel.over');
  const own = ownFields(action);
  const shape = shapeProblem(state, own);
  if (shape) return shape;
  const a = own as Action;
  const seat = pend.player;
  switch (pend.kind) {
    case 'main':
      switch (a.type) {
        case 'summon': return checkSummon(state, seat, a);
        case 'maximumSummon': return checkMaximumSummon(state, seat, a);
        case 'setSpellTrap': return checkSetSpellTrap(state, seat, a);
        case 'changePosition': return checkChangePosition(state, seat, a.card);
        case 'enterBattle':
          return battlePhaseAllowed(state) ? null : tx('phase.noBattleFirstTurn', null, 'R-TURN-2');
        case 'endTurn': return null;
        case 'activate': return activationProblem(state, seat, a.card, a.effect, 'main') ?? activateZoneProblem(state, seat, a);
        case 'ruleSummon': return checkRuleSummon(state, seat, a);
        case 'contactFusion': return checkContactFusion(state, seat, a);
        default: return notNow(a.type, pend.kind);
      }
    case 'battle':
      if (a.type === 'attack') return checkAttack(state, seat, a.attacker, a.target);
      if (a.type === 'endTurn') return null;
      return notNow(a.type, pend.kind);
    case 'tribute':
      if (a.type === 'select') return checkTributeSelect(state, seat, a.card);
      if (a.type === 'cancel') return null;
      return tx('tribute.chooseFirst');
    case 'attackReplay':
      if (a.type === 'attack') return checkRetarget(state, seat, a.attacker, a.target);
      if (a.type === 'cancel') return null;
      return tx('replay.chooseTarget', null, 'R-BAT-7');
    case 'choose':
      if (a.type === 'select') {
        if (!pend.from.includes(a.card)) return tx('choose.notHere');
        if (pend.chosen.includes(a.card)) return tx('choose.already');
        return pend.chosen.length < pend.max ? null : tx('choose.atMost', { max: pend.max });
      }
      if (a.type === 'done') return pend.chosen.length >= pend.min ? null : tx('choose.atLeast', { min: pend.min });
      return tx('choose.cardsFirst');
    case 'option':
      if (a.type === 'option') return a.index >= 0 && a.index < pend.options.length ? null : tx('option.none');
      return tx('option.first');
    case 'respond':
      if (a.type === 'pass') return null;
      if (a.type === 'activate') {
        return pend.traps.includes(a.card) ? (activationProblem(state, seat, a.card, a.effect, 'respond') ?? activateZoneProblem(state, seat, a)) : tx('respond.notThisWindow');
      }
      return notNow(a.type, pend.kind);
  }
}

const POSITIONS = ['attack', 'set'] as const;

function mainActions(state: DuelState, seat: Seat, out: Action[]): void {
  const p = state.players[seat];
  const freeM = freeMonsterZones(p);
  const freeS = freeSpellTrapZones(p);
  const monsters = monsterCount(p);
  // A rule with no filter may forbid every Normal Summon (and Set) this turn; one with a filter is read per monster and position.
  const normalLocks = state.lingering.some((l) => l.kind === 'noNormalSummon' && l.seat === seat);
  const canNormalSummon = !normalSummonForbidden(state, seat, null, 'attack') || !normalSummonForbidden(state, seat, null, 'set');
  // A face-up monster may stop Sets from the hand (`continuous.noSet`): read once per list.
  const monsterSetLocked = setForbidden(state, seat, 'monster');
  const spellTrapSetLocked = setForbidden(state, seat, 'spellTrap');
  const allowed = (def: CardDef, position: 'attack' | 'set'): boolean => (position === 'attack' || !monsterSetLocked) && (!normalLocks || !normalSummonForbidden(state, seat, def, position));
  const maxCenters: number[] = [];
  for (const uid of p.hand) {
    const def = cardDef(state, uid);
    if (def.kind === 'monster') {
      if (isExtraDeckMonster(def)) continue;
      // Whether it needs Tributes does not depend on the position; how many may (fewerTributes).
      const needed = tributesNeeded(def) === 0 ? 0 : tributesFor(state, seat, uid, 'set');
      // canNormalSummon: an effect may forbid Normal Summons this turn (other summons stay possible).
      if (canNormalSummon && needed === 0) {
        for (const zone of freeM) {
          if (allowed(def, 'attack')) out.push({ type: 'summon', card: uid, position: 'attack', zone });
          if (allowed(def, 'set')) out.push({ type: 'summon', card: uid, position: 'set', zone });
        }
      } else if (canNormalSummon) {
        // A face-up card's rule may ask no Tributes for the summon in Attack Position only (`fewerTributes` 0): a zone is named then.
        const attackFree = tributesFor(state, seat, uid, 'attack') === 0;
        if (attackFree && allowed(def, 'attack')) for (const zone of freeM) out.push({ type: 'summon', card: uid, position: 'attack', zone });
        // Some monsters are worth 2 Tributes (R-NS-6), so the count alone does not decide.
        // Every other refusal of checkSummon is ruled out above (in hand, a Main Deck monster,
        // Normal Summons allowed, Tributes needed, no zone named), so enough Tribute value is
        // the whole test (properties.legality.test.ts: whyNot is null exactly for listed actions).
        for (const position of POSITIONS) {
          // With no monster of its own, only an opposing monster a kept rule marks could be Tributed.
          if ((monsters === 0 && state.lingering.length === 0) || (position === 'attack' && attackFree)) continue;
          if (allowed(def, position) && tributeCapacity(state, seat, uid, position) >= tributesFor(state, seat, uid, position) && !tributeLocked(state, seat, uid, position)) out.push({ type: 'summon', card: uid, position });
        }
      }
      // The card's own ways to be Tribute Summoned: one action each (checkSummon decides).
      for (let rule = 0; rule < tributeRuleCount(state, uid); rule++) {
        const a: Action = { type: 'summon', card: uid, position: 'attack', rule };
        if (checkSummon(state, seat, a) === null) out.push(a);
      }
      const fromHand = scriptOf(state, uid)?.summon?.fromHand;
      if (fromHand && (freeM.length > 0 || fromHand.cost?.place === 'monsterZones')) {
        // A rule whose cost reveals a card: one action per card it may reveal.
        const reveals: (number | undefined)[] = fromHand.reveal ? revealChoices(state, seat, uid) : [undefined];
        // A rule whose cost sends or places a card: one action per card it may take (a monster
        // it sends from the field frees that zone for the summon).
        const costs: (number | undefined)[] = fromHand.cost ? costChoices(state, seat, uid) : [undefined];
        for (const cost of costs) {
          for (const zone of ruleSummonZones(state, seat, cost)) {
            for (const reveal of reveals) {
              const a: Extract<Action, { type: 'ruleSummon' }> = { type: 'ruleSummon', card: uid, zone };
              if (reveal !== undefined) a.reveal = reveal;
              if (cost !== undefined) a.cost = cost;
              if (checkRuleSummon(state, seat, a) === null) out.push(a);
            }
          }
        }
      }
      const m = def.maximum;
      // R-SS-1: a MAXIMUM Summon is a Special Summon, which a lock may forbid.
      if (m && m.role === 'center' && !maxCenters.includes(def.id) && !specialSummonForbidden(state, seat, def, 'hand', false, true)) {
        // One action per center name and pair of printed pieces: copies of the same card are
        // interchangeable; a card bearing a piece's name in the hand may stand in for it (R-MAX-18).
        maxCenters.push(def.id);
        for (const left of firstCopiesNamed(state, p.hand, m.left)) {
          for (const right of firstCopiesNamed(state, p.hand, m.right)) out.push({ type: 'maximumSummon', card: uid, left, right });
        }
      }
    } else if (spellTrapSetLocked) {
      continue;
    } else if (def.kind === 'spell' && def.spellKind === 'field') {
      out.push({ type: 'setSpellTrap', card: uid, zone: 'field' });
    } else {
      for (const zone of freeS) out.push({ type: 'setSpellTrap', card: uid, zone });
    }
  }
  // Boolean form of checkChangePosition: no refusal text is built for monsters that may not.
  for (const m of p.monsters) if (m && mayChangePosition(m)) out.push({ type: 'changePosition', card: m.uid });
  contactFusionActions(state, seat, out);
  mainActivations(state, seat, out);
  if (battlePhaseAllowed(state)) out.push({ type: 'enterBattle' });
  out.push({ type: 'endTurn' });
}

function targetsFor(state: DuelState, seat: Seat, attacker: number, out: Action[]): void {
  for (const t of state.players[other(seat)].monsters) {
    // Some effects narrow the targets (each monster once, Attack Position monsters only).
    if (t && ((state.lingering.length === 0 && !attackShielded(state, other(seat), t)) || checkTarget(state, seat, attacker, t.uid) === null)) out.push({ type: 'attack', attacker, target: t.uid });
  }
  if (checkTarget(state, seat, attacker, 'direct') === null) out.push({ type: 'attack', attacker, target: 'direct' });
}

/** Every action the player the engine waits for may take now, as plain data. */
export function legalActions(state: DuelState): Action[] {
  rememberAurasOf(state);
  let out: Action[];
  try {
    out = listActions(state);
  } finally {
    rememberAurasOf(null);
  }
  rememberListed(state, out);
  return out;
}

function listActions(state: DuelState): Action[] {
  const pend = state.pending;
  if (state.winner !== null || !pend) return [];
  const out: Action[] = [];
  const seat = pend.player;
  switch (pend.kind) {
    case 'main':
      mainActions(state, seat, out);
      break;
    case 'battle':
      for (const m of state.players[seat].monsters) {
        // Face-down and Defense Position monsters never attack (R-BAT-2): no refusal text for them.
        if (m && !m.faceDown && m.position === 'attack' && checkAttacker(state, seat, m.uid) === null) targetsFor(state, seat, m.uid, out);
      }
      out.push({ type: 'endTurn' });
      break;
    case 'tribute':
      // Its own monsters, and one of the opponent's it may Tribute (summon.ts opponentTributable).
      for (const m of [...state.players[seat].monsters, ...(state.lingering.length > 0 ? state.players[seat === 0 ? 1 : 0].monsters : [])]) {
        if (m && checkTributeSelect(state, seat, m.uid) === null) out.push({ type: 'select', card: m.uid });
      }
      out.push({ type: 'cancel' });
      break;
    case 'attackReplay':
      targetsFor(state, seat, pend.attacker, out);
      out.push({ type: 'cancel' });
      break;
    case 'choose':
      if (pend.chosen.length < pend.max) {
        for (const c of pend.from) if (!pend.chosen.includes(c)) out.push({ type: 'select', card: c });
      }
      if (pend.chosen.length >= pend.min) out.push({ type: 'done' });
      break;
    case 'option':
      pend.options.forEach((_, index) => out.push({ type: 'option', index }));
      break;
    case 'respond':
      for (const t of trapActivations(state, seat, state.window?.events ?? [])) out.push(t);
      out.push({ type: 'pass' });
      break;
  }
  return out;
}
