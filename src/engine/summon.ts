// Normal Summon, Set and Tribute Summon (R-NS) and MAXIMUM Summon (R-MAX).
// check* functions say why an action is not allowed (null = allowed); perform* apply it.
import { own } from './draft';
import { cardDef, isExtraDeckMonster, tributesNeeded } from './cards';
import { tx, type EngineText } from './text';
import type { Action, CardDef, DuelEvent, DuelState, Pending, Seat } from './types';
import { findMonster, freeMonsterZones, locateMonster, hasFreeMonsterZone, hasMaximum, monsterCount, monsterZoneFree, newSlot, removeMonster, summonRecord, takeFromHand } from './zones';
import { normalSummonForbidden, specialSummonForbidden } from './effects/summonLocks';
import { setForbidden, someMonsterRule } from './effects/fieldLocks';
import { duelHasRule, scriptOf } from './effects/registry';
import { shownId } from './effects/names';
import { defPasses, monsterPasses } from './effects/doc/select';
import { aurasOn, monsterLevel } from './stats';
import { lastKnown } from './effects/lastKnown';
import { applyRuleAfterSummon, checkRuleTributeSummon, ruleTributeFits, tributeRuleOf } from './tributeRules';

type SummonAction = Extract<Action, { type: 'summon' }>;

/**
 * Tributes a Normal Summon (`attack`) or Set (`set`) of card uid needs now: R-NS-4, unless its
 * own rule says none or a face-up card's rule (`fewerTributes`) asks fewer for that position.
 */
export function tributesFor(state: DuelState, seat: Seat, uid: number, position: 'attack' | 'set'): number {
  const def = cardDef(state, uid);
  const needed = tributesNeeded(def);
  if (needed === 0) return 0;
  const rule = scriptOf(state, uid)?.summon?.noTributes;
  return rule && rule({ state, self: uid, seat, locals: {} }) ? 0 : Math.min(needed, continuousTributes(state, def, position));
}

/** The fewest Tributes a face-up card's rule asks for this summon (Infinity: none says). */
function continuousTributes(state: DuelState, def: CardDef, position: 'attack' | 'set'): number {
  let n = Infinity;
  if (!duelHasRule(state, 'tributesFor')) return n;
  for (const p of state.players) {
    for (const m of p.monsters) {
      if (!m || m.faceDown) continue;
      const c = scriptOf(state, m.uid)?.continuous;
      if (c?.tributesFor && (!c.maximumOnly || m.maximum !== null)) n = Math.min(n, c.tributesFor(def, position) ?? Infinity);
    }
    for (const s of [p.field, ...p.spellTraps]) {
      const c = s && !s.faceDown ? scriptOf(state, s.uid)?.continuous : undefined;
      if (c?.tributesFor) n = Math.min(n, c.tributesFor(def, position) ?? Infinity);
    }
  }
  return n;
}

/**
 * How many Tributes a monster is worth for this summon (R-NS-6: some count as 2): a
 * `tributeValue` modifier on it whose filter the summoned monster passes (a filter's
 * `position` is the position of the summon; a Set is face-down Defense).
 */
export function tributeValue(state: DuelState, tribute: number, summoned: number, position: 'attack' | 'set'): number {
  let best = 1;
  // Nothing can make it worth more or less: no rule kept in the duel, no card with an aura.
  if (state.lingering.length === 0 && !duelHasRule(state, 'aura')) return best;
  // A face-up card's continuous effect (an Equip Spell's, R-EQ-3).
  const at = locateMonster(state, tribute);
  // A monster that cannot be Tributed for a Tribute Summon is worth none.
  if (at && state.lingering.length > 0 && untributable(state, at.seat, tribute)) return 0;
  if (at) {
    for (const a of aurasOn(state, at.slot)) {
      const t = a.tributeValue;
      if (t && t.value > best && (!t.attackOnly || position === 'attack') && (!t.summoned || defPasses(cardDef(state, summoned), t.summoned))) best = t.value;
    }
  }
  if (state.lingering.length === 0) return best;
  for (const l of state.lingering) {
    if (l.target !== tribute || l.kind !== 'tributeValue' || l.value <= best) continue;
    const f = l.filter ?? {};
    const pos = f.position;
    if (pos && (pos === 'attack') !== (position === 'attack')) continue;
    if (f.faceUp === true && position === 'set') continue;
    if (defPasses(cardDef(state, summoned), { ...f, position: undefined, faceUp: undefined })) best = l.value;
  }
  return best;
}

/**
 * What is wrong with naming these Tributes at once for a Normal Summon or Set of `summoned`
 * (R-NS-4, R-NS-6); null when they are exactly enough. Counts Tribute value, not cards: the
 * list must reach the number needed, and none of the monsters named may be left over.
 */
export function tributeListProblem(
  state: DuelState,
  seat: Seat,
  summoned: number,
  position: 'attack' | 'set',
  tributes: readonly number[],
): EngineText | null {
  const def = cardDef(state, summoned);
  const needed = tributesFor(state, seat, summoned, position);
  const level = def.level ?? 0;
  if (needed === 0) {
    if (tributes.length === 0) return null;
    return tributesNeeded(def) === 0
      ? tx('scenario.noTributes', { card: summoned, level }, 'R-NS-3')
      : tx('scenario.noTributesByRule', { card: summoned }, 'R-NS-4');
  }
  const worth = tributes.map((t) => tributeValue(state, t, summoned, position));
  const total = worth.reduce((a, b) => a + b, 0);
  if (total >= needed && worth.every((w) => total - w < needed)) return null;
  if (worth.every((w) => w === 1)) return tx('scenario.exactTributes', { level, needed, given: tributes.length }, 'R-NS-4');
  return tx('scenario.exactTributeValue', { level, needed, given: tributes.length, worth: total }, 'R-NS-4, R-NS-6');
}

/** The Tribute value of all of seat's monsters for this summon, and 1 for a monster of the opponent's field seat may Tribute (`opponentTributable`). */
export function tributeCapacity(state: DuelState, seat: Seat, summoned: number, position: 'attack' | 'set'): number {
  let n = 0;
  for (const m of state.players[seat].monsters) if (m) n += tributeValue(state, m.uid, summoned, position);
  if (state.lingering.length > 0 && state.players[seat === 0 ? 1 : 0].monsters.some((m) => m && opponentTributable(state, seat, m.uid))) n += 1;
  return n;
}

/**
 * Whether seat may Tribute monster uid of the opponent's field for a Tribute Summon (R-NS-4): a face-up monster with an
 * `opponentTribute` record (`modify` `opponentTribute`, this turn; it ends when the monster leaves the field or turns
 * face-down, R-MEFF-4) that nothing stops being Tributed. It stands for 1 monster of seat's own field, one per summon.
 */
export function opponentTributable(state: DuelState, seat: Seat, uid: number): boolean {
  const at = locateMonster(state, uid);
  if (!at || at.seat === seat || at.slot.faceDown) return false;
  return state.lingering.some((l) => l.target === uid && l.kind === 'opponentTribute') && !untributable(state, at.seat, uid);
}
/**
 * Whether a rule (`noTributeSummon`) or a face-up card's lock (`continuous.noTributeSummon`) stops
 * seat from Tribute Summoning (`attack`) or Tribute Setting (`set`) this monster; without a
 * position, from both. A rule whose filter says `position: attack` forbids the Tribute Summon in
 * Attack Position only (the summon's position, as for `tributeValue`): a Tribute Set stays allowed.
 */
export function tributeLocked(state: DuelState, seat: Seat, uid: number, position?: 'attack' | 'set'): boolean {
  const def = cardDef(state, uid);
  for (const l of state.lingering) {
    if (l.kind !== 'noTributeSummon' || l.seat !== seat) continue;
    const { position: summonPosition, ...f } = l.filter ?? {};
    if (summonPosition === 'attack' && position === 'set') continue;
    if (defPasses(def, f)) return true;
  }
  return continuousTributeLock(state, def);
}

/** A face-up card (a monster, a Spell in the Field Zone or a Spell & Trap Zone) whose lock forbids Tribute Summons of this monster. */
function continuousTributeLock(state: DuelState, def: CardDef): boolean {
  if (!duelHasRule(state, 'forbidsTributeSummon')) return false;
  if (someMonsterRule(state, 'forbidsTributeSummon', (c) => c.forbidsTributeSummon?.(def) ?? false)) return true;
  for (const p of state.players) {
    for (const s of [p.field, ...p.spellTraps]) {
      if (s && !s.faceDown && scriptOf(state, s.uid)?.continuous?.forbidsTributeSummon?.(def)) return true;
    }
  }
  return false;
}
type MaximumAction = Extract<Action, { type: 'maximumSummon' }>;

export function checkSummon(state: DuelState, seat: Seat, a: SummonAction): EngineText | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return tx('card.notInHand');
  const def = cardDef(state, a.card);
  if (def.kind !== 'monster') return tx('summon.notMonster', { card: a.card });
  if (isExtraDeckMonster(def)) return tx('summon.extraDeck', { card: a.card }, 'R-NS-7');
  if (a.position !== 'attack' && a.position !== 'set') return tx('summon.position');
  if (a.rule !== undefined) return checkRuleTributeSummon(state, seat, a, a.rule, tributeLocked(state, seat, a.card, 'attack'));
  if (normalSummonForbidden(state, seat, def, a.position)) return tx('summon.forbidden', null, 'R-NS-1');
  if (a.position === 'set' && setForbidden(state, seat, 'monster')) return tx('set.locked', null, 'R-NS-1');
  const needed = tributesFor(state, seat, a.card, a.position);
  if (needed === 0) {
    if (!hasFreeMonsterZone(p)) {
      return tx('summon.noZone', { card: a.card }, 'R-NS-3');
    }
    if (a.zone === undefined) return tx('summon.chooseZone', { card: a.card });
    if (!monsterZoneFree(p, a.zone)) return tx('zone.monsterNotFree', { zone: a.zone + 1 });
    return null;
  }
  if (a.zone !== undefined) return tx('summon.tributeZone', { card: a.card });
  if (tributeLocked(state, seat, a.card, a.position === 'set' ? 'set' : 'attack')) return tx('summon.tributeLocked', { card: a.card });
  if (tributeCapacity(state, seat, a.card, a.position) < needed) {
    const have = monsterCount(p);
    return tx('summon.needTributes', { level: def.level ?? 0, needed, have }, needed === 2 && hasMaximum(p) ? 'R-NS-4, R-MAX-12' : 'R-NS-4');
  }
  return null;
}

function place(
  d: DuelState,
  seat: Seat,
  uid: number,
  zone: number,
  position: 'attack' | 'set',
  how: 'normal' | 'tribute',
  events: DuelEvent[],
  tributes: readonly number[] = [],
): void {
  const faceDown = position === 'set';
  const pos = faceDown ? 'defense' : 'attack';
  // A Set is not a summon (it is no "Normal Summoned" monster), but it keeps its Tributes.
  own(d, seat).monsters[zone] = newSlot(uid, pos, faceDown, null, summonRecord(d, faceDown ? 'set' : how, 'hand', tributes));
  events.push({ type: 'summon', player: seat, card: uid, how, zone, position: pos, faceDown });
}

export function performSummon(d: DuelState, seat: Seat, a: SummonAction, events: DuelEvent[]): void {
  const r = a.rule === undefined ? undefined : tributeRuleOf(d, a.card, a.rule);
  if (r && a.rule !== undefined && r.count === 0) {
    const p = own(d, seat);
    takeFromHand(p, a.card);
    place(d, seat, a.card, freeMonsterZones(p)[0] as number, 'attack', 'normal', events);
    applyRuleAfterSummon(d, seat, a.card, a.rule);
    return;
  }
  if (r) {
    d.pending = { kind: 'tribute', player: seat, card: a.card, position: 'attack', needed: r.count, chosen: [], rule: a.rule };
    return;
  }
  const needed = tributesFor(d, seat, a.card, a.position);
  if (needed === 0) {
    takeFromHand(own(d, seat), a.card);
    place(d, seat, a.card, a.zone as number, a.position, 'normal', events);
    return;
  }
  // Tributes are picked one at a time and only sent when the last one is picked,
  // so cancelling part-way changes nothing (R-NS-5).
  d.pending = { kind: 'tribute', player: seat, card: a.card, position: a.position, needed, chosen: [] };
}

/**
 * Whether seat's monster uid cannot be Tributed for a Tribute Summon now: a `noTribute` record on
 * it (this turn, ended when it leaves the field or turns face-down, R-MEFF-4), or a `noTribute`
 * rule on seat whose filter it passes as it is on the field.
 */
export function untributable(state: DuelState, seat: Seat, uid: number): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'noTribute') continue;
    if (l.target === uid) return true;
    if (l.target !== null || l.seat !== seat) continue;
    const at = locateMonster(state, uid);
    if (at && monsterPasses({ state, self: uid, seat, locals: {} }, at.slot, l.filter ?? {})) return true;
  }
  return false;
}

export function checkTributeSelect(state: DuelState, seat: Seat, uid: number): EngineText | null {
  const pend = state.pending;
  if (pend?.kind !== 'tribute') return tx('tribute.none');
  if (pend.chosen.includes(uid)) return tx('tribute.already', { card: uid });
  if (findMonster(state.players[seat], uid) < 0) {
    // A monster of the opponent's field: only one its record allows, by the usual count (not a card's own way), one per summon.
    if (pend.rule !== undefined || !opponentTributable(state, seat, uid)) return tx('tribute.notYours', null, 'R-NS-5');
    if (pend.chosen.some((c) => findMonster(state.players[seat], c) < 0)) return tx('tribute.oneOpponent', { card: uid }, 'R-NS-4');
    // It frees no zone of seat's: the summon needs a free zone, or one of seat's own Tributes.
    const worth = pend.chosen.reduce((t, c) => t + tributeValue(state, c, pend.card, pend.position), 0) + 1;
    if (worth >= pend.needed && pend.chosen.length === 0 && freeMonsterZones(state.players[seat]).length === 0) return tx('tribute.noZone', { card: uid }, 'R-NS-4');
    if (pend.chosen.length > 0 && pend.needed <= 1) return tx('tribute.enoughAlone', { card: uid }, 'R-NS-6');
    return null;
  }
  if (state.lingering.length > 0 && untributable(state, seat, uid)) return tx('tribute.cannot', { card: uid });
  const r = pend.rule === undefined ? undefined : tributeRuleOf(state, pend.card, pend.rule);
  if (r) return ruleTributeFits(state, seat, pend.card, r, pend.chosen, uid) ? null : tx('tribute.notThisWay', { card: uid, summoned: pend.card }, 'R-NS-4');
  if (pend.chosen.length > 0 && tributeValue(state, uid, pend.card, pend.position) >= pend.needed) {
    return tx('tribute.enoughAlone', { card: uid }, 'R-NS-6');
  }
  return null;
}

export function performTributeSelect(
  d: DuelState,
  pend: Extract<Pending, { kind: 'tribute' }>,
  uid: number,
  events: DuelEvent[],
): void {
  const seat = pend.player;
  const chosen = [...pend.chosen, uid];
  // By the card's own way each Tribute counts as one.
  // A monster of the opponent's field (opponentTributable) stands for 1.
  const worths = chosen.map((c) => (pend.rule === undefined && findMonster(own(d, seat), c) >= 0 ? tributeValue(d, c, pend.card, pend.position) : 1));
  const worth = worths.reduce((a, b) => a + b, 0);
  if (worth < pend.needed) {
    d.pending = { ...pend, chosen };
    return;
  }
  const p = own(d, seat);
  // The Level each Tribute had on the field (an effect may have changed it), read before it leaves.
  const levels = chosen.map((t) => {
    const slot = locateMonster(d, t)?.slot;
    return slot ? monsterLevel(d, slot) : (cardDef(d, t).level ?? 0);
  });
  // Their original ATK there (a MAXIMUM ATK, or one an effect set), read before they leave.
  const atks = chosen.map((t) => {
    const slot = locateMonster(d, t)?.slot;
    return (slot && lastKnown(d, slot)?.originalAtk) ?? Math.max(0, cardDef(d, t).atk ?? 0);
  });
  for (const t of chosen) {
    const at = locateMonster(d, t);
    if (at) removeMonster(d, at.seat, at.zone, 'gy', 'tribute', events);
  }
  takeFromHand(p, pend.card);
  const zone = freeMonsterZones(p)[0] as number;
  place(d, seat, pend.card, zone, pend.position, 'tribute', events, chosen);
  const slot = p.monsters[zone];
  // Kept only when a Level differs from the printed one, so other records stay as they were.
  if (slot?.summoned && levels.some((l, i) => l !== (cardDef(d, chosen[i] as number).level ?? 0))) slot.summoned.tributeLevels = levels;
  // A Tribute that stood for more than one (R-NS-6), never for more than the summon needed: kept only then.
  if (slot?.summoned && atks.some((a, i) => a !== Math.max(0, cardDef(d, chosen[i] as number).atk ?? 0))) slot.summoned.tributeAtk = atks;
  if (slot?.summoned && worths.some((w) => w > 1)) slot.summoned.tributeWorth = worths.map((w) => Math.min(w, pend.needed));
  if (pend.rule !== undefined) applyRuleAfterSummon(d, seat, pend.card, pend.rule);
  d.pending = null;
}

export function checkMaximumSummon(state: DuelState, seat: Seat, a: MaximumAction): EngineText | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return tx('maximum.centerNotInHand', null, 'R-MAX-3');
  const def = cardDef(state, a.card);
  const m = def.maximum;
  if (def.kind !== 'monster' || !m || m.role !== 'center') {
    return tx('maximum.notCenter', { card: a.card });
  }
  // A piece is the card printed so, or one bearing its name in the hand (R-MAX-18).
  const named = (u: number, id: number): boolean => p.hand.includes(u) && shownId(state, u) === id;
  if (!named(a.left, m.left) || !named(a.right, m.right)) {
    return tx('maximum.needsPieces', { card: a.card }, 'R-MAX-2, R-MAX-3');
  }
  // Copies of a card are interchangeable: the summon always uses the first copy of each in
  // hand, so there is one MAXIMUM Summon per center name and pair of printed pieces (legalActions lists them).
  const first = (id: number): number | undefined => p.hand.find((u) => cardDef(state, u).id === id);
  if (first(def.id) !== a.card || first(cardDef(state, a.left).id) !== a.left || first(cardDef(state, a.right).id) !== a.right) {
    return tx('maximum.firstCopies');
  }
  // R-SS-1: a MAXIMUM Summon is a Special Summon from the hand; a lock reads the MAXIMUM monster (the center piece's card).
  // A lock of Attack Position summons refuses it too: it is always in Attack Position (R-MAX-13).
  if (specialSummonForbidden(state, seat, def, 'hand', false, true)) return tx('summon.forbidden', null, 'R-SS-1');
  return null;
}

/** The first copy in the hand of each card bearing this name there (the printed piece, or one named so in the hand, R-MAX-18). */
export function firstCopiesNamed(state: DuelState, hand: readonly number[], id: number): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const u of hand) {
    const printed = cardDef(state, u).id;
    if (seen.has(printed) || shownId(state, u) !== id) continue;
    seen.add(printed);
    out.push(u);
  }
  return out;
}

export function performMaximumSummon(
  d: DuelState,
  seat: Seat,
  a: MaximumAction,
  events: DuelEvent[],
): void {
  const p = own(d, seat);
  // R-MAX-4: every monster you control goes to the GY by rule first.
  for (let z = 0; z < 3; z++) if (p.monsters[z]) removeMonster(d, seat, z, 'gy', 'rule', events);
  takeFromHand(p, a.card);
  takeFromHand(p, a.left);
  takeFromHand(p, a.right);
  p.monsters[1] = newSlot(a.card, 'attack', false, { left: a.left, right: a.right }, summonRecord(d, 'maximum', 'hand'));
  events.push({ type: 'summon', player: seat, card: a.card, how: 'maximum', zone: 1, position: 'attack', faceDown: false });
}
