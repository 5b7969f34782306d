// Reading card sets, references and filters of a card document against the board (values and
// conditions built on them: conditions.ts).
import { cardDef } from '../../cards';
import { auraFlag, monsterAtk, monsterDef, monsterLevel, originalAtk } from '../../stats';
import type { CardDef, MonsterSlot, Seat } from '../../types';
import { locateMonster, other } from '../../zones';
import { raceOf } from '../primitives/race';
import { printedTests, type FieldView } from '../words/filterRuns';
import { attributeNow } from '../primitives/attribute';
import { legendNow, shownId } from '../names';
import { canSpecialSummon, defenseLocked } from '../primitives/moves';
import { equippedBy, equippedNow } from '../primitives/equip';
import { listOf, spellTrapsOf } from '../primitives/query';
import { NEGATED_TARGET, refWas } from '../lastKnown';
import type { ReadCtx } from '../types';
import { lastKnownPasses } from './lastKnownFilter';
import type { CardRef, CardSet, Filter, Place, Range, SameStat } from './types';
import { largestSameGroup, statKey } from './figures';

export { largestSameGroup, statKey };

export const inRange = (v: number | null | undefined, r: Range | undefined): boolean =>
  r === undefined || (v !== null && v !== undefined && (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max));

/**
 * A filter with every field present, in one order. Document filters come in dozens of shapes,
 * so reading their fields one card at a time went through V8's slow megamorphic path; the
 * readers below see only this one shape. Made once per filter object (`norm`).
 */
interface NF {
  kind: Filter['kind'];
  spellKind: Filter['spellKind'];
  monsterKind: Filter['monsterKind'];
  /** The tests of the filter words with a folder of their own (words/filterRuns.ts). */
  printed: ((d: CardDef, field?: FieldView) => boolean)[];
  race: string | undefined;
  attribute: string | undefined;
  level: Range | undefined;
  atk: Range | undefined;
  def: Range | undefined;
  legend: boolean | undefined;
  fusionOnly: boolean | undefined;
  ids: number[] | undefined;
  position: Filter['position'];
  faceUp: boolean | undefined;
  notSelf: boolean;
  summonable: boolean;
  summonFor: Filter['summonFor'];
  zonesFreed: number;
  summonFaceDown: boolean;
  originalAtkBelowSelf: boolean;
  originalAtkNot: number | undefined;
  toDefenseAllowed: boolean;
  controlSwitchable: boolean;
  leavesOneOf: CardSet | undefined;
  materialOf: string | undefined;
  listsMaterialFrom: CardSet | undefined;
  notChosen: string | undefined;
  anyOf: NF[] | undefined;
  /** The negated filter (`not`): a card passing it fails this one. */
  not: NF | undefined;
  maximumMode: boolean | undefined;
  differsFrom: { stat: 'race' | 'attribute'; of: CardRef } | undefined;
  attributeOf: CardRef | undefined;
  raceOf: CardRef | undefined;
  sameAs: { stat: SameStat; of: CardRef; other?: true } | undefined;
  compareTo: Filter['compareTo'];
  levelSumOf: CardRef | undefined;
  highestAtk: boolean;
  lowestLevel: boolean;
  atkAboveLp: 'you' | 'opponent' | undefined;
  equipped: boolean | 'self' | 'noMonsterCard' | undefined;
  equips: 'self' | undefined;
  /** Whether any field that reads the effect's chosen cards is set (choicePasses has work). */
  choice: boolean;
}

const normal = new WeakMap<Filter, NF>();

function norm(f: Filter): NF {
  let n = normal.get(f);
  if (n) return n;
  n = {
    kind: f.kind,
    spellKind: f.spellKind,
    monsterKind: f.monsterKind,
    printed: printedTests(f),
    race: f.race,
    attribute: f.attribute,
    level: f.level,
    atk: f.atk,
    def: f.def,
    legend: f.legend,
    fusionOnly: f.fusionOnly,
    ids: f.ids,
    position: f.position,
    faceUp: f.faceUp,
    notSelf: f.notSelf === true,
    summonable: f.summonable === true,
    summonFor: f.summonFor,
    zonesFreed: f.zonesFreedByCost ?? 0,
    summonFaceDown: f.summonFaceDown === true,
    originalAtkBelowSelf: f.originalAtkBelowSelf === true,
    originalAtkNot: f.originalAtkNot,
    toDefenseAllowed: f.toDefenseAllowed === true,
    controlSwitchable: f.controlSwitchable === true,
    leavesOneOf: f.leavesOneOf,
    materialOf: f.materialOf,
    listsMaterialFrom: f.listsMaterialFrom,
    notChosen: f.notChosen,
    anyOf: f.anyOf?.map(norm),
    not: f.not ? norm(f.not) : undefined,
    maximumMode: f.maximumMode,
    differsFrom: f.differsFrom,
    attributeOf: f.attributeOf,
    raceOf: f.raceOf,
    sameAs: f.sameAs,
    compareTo: f.compareTo,
    levelSumOf: f.levelSumOf,
    highestAtk: f.highestAtk === true,
    lowestLevel: f.lowestLevel === true,
    atkAboveLp: f.atkAboveLp,
    equipped: f.equipped,
    equips: f.equips,
    choice: f.leavesOneOf !== undefined || f.notChosen !== undefined || f.materialOf !== undefined || f.listsMaterialFrom !== undefined,
  };
  normal.set(f, n);
  return n;
}

/** Whether a card passes the printed part of a filter (what a card in a pile shows). */
function printedPasses(d: CardDef, f: NF, id: number = d.id, attribute: string | undefined = d.attribute, legend: boolean = d.legend, field?: FieldView): boolean {
  if (f.kind !== undefined && d.kind !== f.kind) return false;
  if (f.spellKind !== undefined && d.spellKind !== f.spellKind) return false;
  if (f.monsterKind !== undefined && d.monsterKind !== f.monsterKind) return false;
  for (const t of f.printed) if (!t(d, field)) return false;
  if (f.attribute !== undefined && attribute !== f.attribute) return false;
  if (f.legend !== undefined && legend !== f.legend) return false;
  if (f.fusionOnly !== undefined && (d.mustBeFusionSummoned === true) !== f.fusionOnly) return false;
  if (f.ids !== undefined && !f.ids.includes(id)) return false;
  return true;
}

/** The card ids a card lists as its Fusion materials. */
const listedIds = (d: CardDef): number[] => (d.fusionMaterials ?? []).filter((m): m is number => typeof m === 'number');

/** The filter fields that read the effect's chosen cards: materials listed, kept cards left out. */
function choicePasses(ctx: ReadCtx, uid: number, id: number, f: NF): boolean {
  if (!f.choice) return true;
  if (f.leavesOneOf !== undefined && !cardsOf(ctx, f.leavesOneOf).some((u) => u !== uid)) return false;
  if (f.notChosen !== undefined && listOf(ctx, f.notChosen).includes(uid)) return false;
  if (f.materialOf !== undefined) {
    const by = listOf(ctx, f.materialOf)[0];
    if (by === undefined || !listedIds(cardDef(ctx.state, by)).includes(id)) return false;
  }
  if (f.listsMaterialFrom !== undefined) {
    const ids = listedIds(cardDef(ctx.state, uid));
    if (ids.length === 0 || !cardsOf(ctx, f.listsMaterialFrom).some((u) => ids.includes(cardDef(ctx.state, u).id))) return false;
  }
  return true;
}

/** Whether printed facts pass a filter (no board: position, face-up and notSelf never pass). */
export const defPasses = (d: CardDef, f: Filter): boolean => defNF(d, norm(f));

function defNF(d: CardDef, f: NF): boolean {
  if (f.anyOf && !f.anyOf.some((g) => defNF(d, g))) return false;
  if (f.not && defNF(d, f.not)) return false;
  if (!printedPasses(d, f)) return false;
  if (f.race !== undefined && (d.kind !== 'monster' || d.race !== f.race)) return false;
  if (!inRange(d.level, f.level) || !inRange(d.atk, f.atk) || !inRange(d.def, f.def)) return false;
  if (f.materialOf !== undefined || f.listsMaterialFrom !== undefined || f.notChosen !== undefined) return false;
  return f.position === undefined && f.faceUp === undefined && !f.notSelf && !f.originalAtkBelowSelf && !f.maximumMode && f.differsFrom === undefined && f.attributeOf === undefined && f.raceOf === undefined && f.sameAs === undefined && f.compareTo === undefined && !f.highestAtk && !f.lowestLevel && f.atkAboveLp === undefined && f.equipped === undefined && f.equips === undefined && f.levelSumOf === undefined;
}

/**
 * A figure of a referenced card as it shows it now; a Trap's `"trigger"` monster that was
 * destroyed shows what it had on the field (last-known information), not its printed figure.
 */
export function refStat(ctx: ReadCtx, ref: CardRef, uid: number, stat: SameStat): string | number | undefined {
  const was = refWas(ctx, ref, uid);
  if (was && !locateMonster(ctx.state, uid)) return stat === 'level' ? was.level : stat === 'attribute' ? was.attribute : stat === 'race' ? was.race : stat === 'name' ? was.id : stat === 'def' ? (was.def ?? undefined) : was.atk;
  return statKey(ctx, uid, stat);
}

/** differsFrom race: the Type differs from that of at least one referenced card (as each shows it now). */
const raceDiffers = (ctx: ReadCtx, race: string | undefined, ref: CardRef): boolean =>
  resolveRef(ctx, ref).some((u) => refStat(ctx, ref, u, 'race') !== race);

/** raceOf: the Type is that of at least one referenced card (as each shows it now). */
const raceShared = (ctx: ReadCtx, race: string | undefined, ref: CardRef): boolean =>
  race !== undefined && resolveRef(ctx, ref).some((u) => refStat(ctx, ref, u, 'race') === race);

/** attributeOf: the Attribute is that of at least one referenced card (as each shows it now). */
const attributeShared = (ctx: ReadCtx, attribute: string | undefined, ref: CardRef): boolean =>
  attribute !== undefined && resolveRef(ctx, ref).some((u) => refStat(ctx, ref, u, 'attribute') === attribute);

/** equipped: a face-up Equip Spell of either player equips the monster (`true`), none does (`false`), or the effect's own card does (`self`, R-EQ-3). */
function equippedAsSaid(ctx: ReadCtx, uid: number, said: boolean | 'self' | 'noMonsterCard'): boolean {
  if (said === 'self') return equippedBy(ctx.state, ctx.self) === uid;
  // noMonsterCard: no monster card that equipped itself (a Union monster, `equipSelf`) equips it.
  if (said === 'noMonsterCard') return !ctx.state.players.some((p) => p.spellTraps.some((s) => s !== null && !s.faceDown && s.equippedTo === uid && cardDef(ctx.state, s.uid).kind === 'monster'));
  const carries = ctx.state.players.some((p) => p.spellTraps.some((s) => s !== null && !s.faceDown && s.equippedTo === uid));
  return carries === said;
}

/** sameAs: the card's figure is that of at least one referenced card (each as it shows it now). */
/** levelSumOf: some 1 to 5 of the referenced cards have printed Levels adding up to `level` (a subset-sum table: Levels are small). */
function levelSummed(ctx: ReadCtx, level: number, of: CardRef): boolean {
  if (level <= 0) return false;
  const reach: Set<number>[] = Array.from({ length: 6 }, (_, k) => new Set<number>(k === 0 ? [0] : []));
  for (const u of resolveRef(ctx, of)) {
    const lv = cardDef(ctx.state, u).level ?? 0;
    if (lv <= 0) continue;
    for (let k = 5; k >= 1; k--) for (const t of reach[k - 1] as Set<number>) if (t + lv <= level) (reach[k] as Set<number>).add(t + lv);
  }
  return reach.some((r, k) => k > 0 && r.has(level));
}

function sharesFigure(ctx: ReadCtx, uid: number, same: { stat: SameStat; of: CardRef; other?: true }): boolean {
  const mine = statKey(ctx, uid, same.stat);
  return mine !== undefined && resolveRef(ctx, same.of).some((u) => (same.other !== true || u !== uid) && refStat(ctx, same.of, u, same.stat) === mine);
}

/**
 * compareTo: the card's figure is at most (at least) the figure of at least one referenced card
 * (each as it shows it now). A figure a card lacks (a MAXIMUM monster's DEF in MAXIMUM mode,
 * R-MAX-8; any figure of a Spell or Trap) never passes, nor counts on the referenced side.
 */
export function comparesWith(ctx: ReadCtx, mine: number | undefined, c: NonNullable<Filter['compareTo']>): boolean {
  if (mine === undefined) return false;
  return resolveRef(ctx, c.of).some((u) => {
    if (cardDef(ctx.state, u).kind !== 'monster') return false;
    const theirs = refStat(ctx, c.of, u, c.ofStat ?? c.stat);
    return typeof theirs === 'number' && (c.is === 'atMost' ? mine <= theirs : mine >= theirs);
  });
}

/** A monster's figure for compareTo (current on the field, printed elsewhere); undefined for a card without it. */
function figureOf(ctx: ReadCtx, uid: number, stat: NonNullable<Filter['compareTo']>['stat']): number | undefined {
  if (cardDef(ctx.state, uid).kind !== 'monster') return undefined;
  const v = statKey(ctx, uid, stat);
  return typeof v === 'number' ? v : undefined;
}

/** differsFrom attribute: the Attribute differs from that of at least one referenced card (as each shows it now). */
const attributeDiffers = (ctx: ReadCtx, attribute: string | undefined, ref: CardRef): boolean =>
  resolveRef(ctx, ref).some((u) => refStat(ctx, ref, u, 'attribute') !== attribute);

/** Whether the card could be Special Summoned now: by you to your field, by you to your opponent's field, or by your opponent to theirs (`summonFor`). */
function summonableFor(ctx: ReadCtx, uid: number, f: NF): boolean {
  const theirs = other(ctx.seat);
  const by = f.summonFor === 'byOpponent' ? theirs : ctx.seat;
  const field = f.summonFor === undefined ? ctx.seat : theirs;
  return canSpecialSummon(ctx.state, by, uid, f.summonFor === undefined ? f.zonesFreed : 0, { field, byCard: ctx.self, faceDown: f.summonFaceDown === true });
}

/** A card in a hand, Deck, GY or Extra Deck: printed facts. */
function pileCardPasses(ctx: ReadCtx, uid: number, f: NF): boolean {
  if (f.anyOf && !f.anyOf.some((g) => pileCardPasses(ctx, uid, g))) return false;
  if (f.not && pileCardPasses(ctx, uid, f.not)) return false;
  const d = cardDef(ctx.state, uid);
  if (!printedPasses(d, f, f.ids ? shownId(ctx.state, uid) : d.id, d.attribute, f.legend !== undefined ? legendNow(ctx.state, uid) : d.legend)) return false;
  if (f.race !== undefined && (d.kind !== 'monster' || d.race !== f.race)) return false;
  if (!inRange(d.level, f.level) || !inRange(d.atk, f.atk) || !inRange(d.def, f.def)) return false;
  if (f.position !== undefined || f.faceUp === false) return false;
  if (f.summonable && !summonableFor(ctx, uid, f)) return false;
  if (f.originalAtkBelowSelf || !choicePasses(ctx, uid, d.id, f)) return false;
  if (f.maximumMode || f.highestAtk || f.lowestLevel || f.atkAboveLp !== undefined || f.levelSumOf !== undefined) return false;
  // Off the field no Equip Spell equips it.
  if ((f.equipped !== undefined && f.equipped !== false) || f.equips !== undefined) return false;
  if (f.differsFrom?.stat === 'race' && !raceDiffers(ctx, d.race, f.differsFrom.of)) return false;
  if (f.attributeOf !== undefined && !attributeShared(ctx, d.attribute, f.attributeOf)) return false;
  if (f.raceOf !== undefined && (d.kind !== 'monster' || !raceShared(ctx, d.race, f.raceOf))) return false;
  if (f.differsFrom?.stat === 'attribute' && !attributeDiffers(ctx, d.attribute, f.differsFrom.of)) return false;
  if (f.sameAs !== undefined && !sharesFigure(ctx, uid, f.sameAs)) return false;
  if (f.compareTo !== undefined && !comparesWith(ctx, figureOf(ctx, uid, f.compareTo.stat), f.compareTo)) return false;
  return !(f.notSelf && uid === ctx.self);
}

/** A monster on the field: its Type, Level and stats as they are now. */
export const monsterPasses = (ctx: ReadCtx, slot: MonsterSlot, f: Filter): boolean => monsterNF(ctx, slot, norm(f));

function monsterNF(ctx: ReadCtx, slot: MonsterSlot, f: NF): boolean {
  if (f.anyOf && !f.anyOf.some((g) => monsterNF(ctx, slot, g))) return false;
  if (f.not && monsterNF(ctx, slot, f.not)) return false;
  if (f.faceUp !== undefined && f.faceUp === slot.faceDown) return false;
  if (f.position !== undefined && slot.position !== f.position) return false;
  if (f.notSelf && slot.uid === ctx.self) return false;
  if (f.summonable) return false;
  if (f.maximumMode !== undefined && f.maximumMode !== (slot.maximum !== null)) return false;
  if (f.differsFrom?.stat === 'race' && !raceDiffers(ctx, raceOf(ctx.state, slot.uid), f.differsFrom.of)) return false;
  if (f.raceOf !== undefined && !raceShared(ctx, raceOf(ctx.state, slot.uid), f.raceOf)) return false;
  const d = cardDef(ctx.state, slot.uid);
  // The Attribute it shows now (an effect may have changed it).
  const attribute = f.attribute !== undefined || f.attributeOf !== undefined ? attributeNow(ctx.state, slot.uid) : d.attribute;
  if (f.attributeOf !== undefined && !attributeShared(ctx, attribute, f.attributeOf)) return false;
  if (f.differsFrom?.stat === 'attribute' && !attributeDiffers(ctx, attribute, f.differsFrom.of)) return false;
  // A name an effect gave it counts on the field ("this card's name becomes ...").
  if (!printedPasses(d, f, f.ids ? shownId(ctx.state, slot.uid) : d.id, attribute, d.legend, f.printed.length > 0 ? { state: ctx.state, slot } : undefined)) return false;
  if (f.race !== undefined && raceOf(ctx.state, slot.uid) !== f.race) return false;
  if (f.level !== undefined && !inRange(monsterLevel(ctx.state, slot), f.level)) return false;
  if (f.atk !== undefined && !inRange(monsterAtk(ctx.state, slot), f.atk)) return false;
  if (f.def !== undefined && !inRange(monsterDef(ctx.state, slot), f.def)) return false;
  if (f.originalAtkNot !== undefined && originalAtk(ctx.state, slot) === f.originalAtkNot) return false;
  if (f.toDefenseAllowed && defenseLocked(ctx, slot.uid)) return false;
  if (f.controlSwitchable && auraFlag(ctx.state, slot, 'keepsControl')) return false;
  if (f.sameAs !== undefined && !sharesFigure(ctx, slot.uid, f.sameAs)) return false;
  if (f.compareTo !== undefined && !comparesWith(ctx, figureOf(ctx, slot.uid, f.compareTo.stat), f.compareTo)) return false;
  if (f.levelSumOf !== undefined && !levelSummed(ctx, monsterLevel(ctx.state, slot), f.levelSumOf)) return false;
  if (f.highestAtk && !highestAtkOnItsSide(ctx, slot)) return false;
  if (f.lowestLevel && !lowestLevelOnItsSide(ctx, slot)) return false;
  if (f.equipped !== undefined && !equippedAsSaid(ctx, slot.uid, f.equipped)) return false;
  if (f.equips !== undefined) return false;
  if (f.atkAboveLp !== undefined) {
    const lp = ctx.state.players[f.atkAboveLp === 'you' ? ctx.seat : other(ctx.seat)].lp;
    if (slot.faceDown || monsterAtk(ctx.state, slot) <= lp) return false;
  }
  if (f.originalAtkBelowSelf) {
    const me = locateMonster(ctx.state, ctx.self);
    if (!me || originalAtk(ctx.state, slot) >= monsterAtk(ctx.state, me.slot)) return false;
  }
  return choicePasses(ctx, slot.uid, shownId(ctx.state, slot.uid), f);
}

/** highestAtk: no face-up monster its controller has shows a higher ATK (ties all count). */
function highestAtkOnItsSide(ctx: ReadCtx, slot: MonsterSlot): boolean {
  if (slot.faceDown) return false;
  const seat = locateMonster(ctx.state, slot.uid)?.seat;
  if (seat === undefined) return false;
  const atk = monsterAtk(ctx.state, slot);
  return ctx.state.players[seat].monsters.every((m) => !m || m.faceDown || monsterAtk(ctx.state, m) <= atk);
}

/** lowestLevel: no face-up monster its controller has shows a lower Level (ties all count). */
function lowestLevelOnItsSide(ctx: ReadCtx, slot: MonsterSlot): boolean {
  if (slot.faceDown) return false;
  const seat = locateMonster(ctx.state, slot.uid)?.seat;
  if (seat === undefined) return false;
  const level = monsterLevel(ctx.state, slot);
  return ctx.state.players[seat].monsters.every((m) => !m || m.faceDown || monsterLevel(ctx.state, m) >= level);
}

/** Whether the card `uid`, wherever it is, passes the filter. */
export const passes = (ctx: ReadCtx, uid: number, f: Filter | undefined): boolean => !f || passesNF(ctx, uid, norm(f));

function passesNF(ctx: ReadCtx, uid: number, f: NF): boolean {
  const at = locateMonster(ctx.state, uid);
  if (at) return monsterNF(ctx, at.slot, f);
  // A card in a Spell & Trap Zone or the Field Zone: face-up or face-down as it lies.
  for (const seat of [0, 1] as const) {
    const p = ctx.state.players[seat];
    if (p.field?.uid === uid || p.spellTraps.some((s) => s?.uid === uid)) return spellTrapPasses(ctx, seat, uid, f);
  }
  return pileCardPasses(ctx, uid, f);
}

const NO_FILTER: NF = norm(Object.freeze({}));

/**
 * Walks a card set in board order (zones left to right, piles top/oldest first): counts the
 * cards that pass its filter (and `also`, if given), pushing them onto `out` when given, and
 * stops once `limit` are counted. Checks that only ask "are there n?" stop early this way.
 */
function scanSet(ctx: ReadCtx, set: CardSet, more: Filter | undefined, out: number[] | null, limit: number): number {
  const stat = set.lowest ?? set.highest;
  if (stat !== undefined) {
    // Every card that passes first, then only those at the lowest (highest) figure among them.
    const { lowest: _l, highest: _h, ...plain } = set;
    const all: number[] = [];
    scanSet(ctx, plain, undefined, all, Infinity);
    const figure = (u: number): number => Number(statKey(ctx, u, stat) ?? 0);
    const best = all.reduce((b, u) => (set.lowest !== undefined ? Math.min(b, figure(u)) : Math.max(b, figure(u))), set.lowest !== undefined ? Infinity : -Infinity);
    let k = 0;
    for (const u of all) {
      if (figure(u) !== best || (more && !passes(ctx, u, more))) continue;
      out?.push(u);
      if (++k >= limit) break;
    }
    return k;
  }
  let n = 0;
  const f = set.filter ? norm(set.filter) : NO_FILTER;
  const also = more ? norm(more) : undefined;
  const place = set.place;
  const many = Array.isArray(place);
  // seatsOf, without the list: you, the opponent, or you then the opponent.
  const first = set.side === 'opponent' ? other(ctx.seat) : ctx.seat;
  const seats = set.side === 'you' || set.side === 'opponent' ? 1 : 2;
  for (let k = 0; k < seats; k++) {
    const seat = k === 0 ? first : other(first);
    const p = ctx.state.players[seat];
    for (let i = 0; i < (many ? place.length : 1); i++) {
      const pl = many ? (place[i] as Place) : place;
      if (pl === 'monsterZones') {
        for (const m of p.monsters) {
          if (!m || !monsterNF(ctx, m, f) || (also && !passesNF(ctx, m.uid, also))) continue;
          out?.push(m.uid);
          if (++n >= limit) return n;
        }
      } else if (pl === 'spellTraps') {
        for (const u of spellTrapsOf(ctx.state, seat)) {
          if (!spellTrapPasses(ctx, seat, u, f) || (also && !passesNF(ctx, u, also))) continue;
          out?.push(u);
          if (++n >= limit) return n;
        }
      } else {
        const cards = set.top !== undefined ? p[pl].slice(0, set.top) : set.bottom !== undefined ? p[pl].slice(-set.bottom) : p[pl];
        for (const u of cards) {
          if (!pileCardPasses(ctx, u, f) || (also && !passesNF(ctx, u, also))) continue;
          out?.push(u);
          if (++n >= limit) return n;
        }
      }
    }
  }
  return n;
}

/** The uids of a card set, in board order (zones left to right, piles top/oldest first). */
export function cardsOf(ctx: ReadCtx, set: CardSet): number[] {
  const out: number[] = [];
  scanSet(ctx, set, undefined, out, Infinity);
  return out;
}

const isSet = (ref: CardRef): ref is CardSet => typeof ref === 'object' && !('chosen' in ref);

/** How many of the cards a reference names pass `also` too, counting no further than `limit`. */
export function countRef(ctx: ReadCtx, ref: CardRef, also: Filter | undefined, limit: number): number {
  if (isSet(ref)) return scanSet(ctx, ref, also, null, limit);
  let n = 0;
  const f = also ? norm(also) : undefined;
  for (const u of resolveRef(ctx, ref)) {
    // A Trap's destroyed trigger monster, or a kept card sent from the field, is read as it was
    // there (last-known information).
    const was = f && !locateMonster(ctx.state, u) ? refWas(ctx, ref, u) : undefined;
    if ((!f || (was && also ? lastKnownPasses(ctx, u, was, also) : passesNF(ctx, u, f))) && ++n >= limit) break;
  }
  return n;
}

/** Whether a reference names at least n cards now (`resolveRef(...).length >= n`, without the list). */
export const refHasAtLeast = (ctx: ReadCtx, ref: CardRef, n: number): boolean => countRef(ctx, ref, undefined, n) >= n;

function spellTrapPasses(ctx: ReadCtx, seat: Seat, uid: number, f: NF, as?: CardDef): boolean {
  const p = ctx.state.players[seat];
  const slot = p.field?.uid === uid ? p.field : p.spellTraps.find((s) => s?.uid === uid);
  const d = as ?? asPlaced(cardDef(ctx.state, uid));
  // A face-down card a player's view hides (id 0) passes when every card its zone could hold
  // would: the zone tells a Field Spell from the rest, so the AI's view lists what the duel does.
  if (!as && d.id === 0 && slot?.faceDown) return (slot === p.field ? IN_FIELD_ZONE : IN_SPELL_TRAP_ZONE).every((k) => spellTrapPasses(ctx, seat, uid, f, k));
  if (f.anyOf && !f.anyOf.some((g) => spellTrapPasses(ctx, seat, uid, g, as))) return false;
  if (f.not && spellTrapPasses(ctx, seat, uid, f.not, as)) return false;
  if (f.faceUp !== undefined && slot && f.faceUp === slot.faceDown) return false;
  if (f.notSelf && uid === ctx.self) return false;
  if (f.summonable || f.originalAtkBelowSelf || f.maximumMode || f.highestAtk || f.lowestLevel || f.atkAboveLp !== undefined || f.levelSumOf !== undefined || f.differsFrom !== undefined || f.attributeOf !== undefined || f.raceOf !== undefined || f.sameAs !== undefined || f.compareTo !== undefined || f.equipped !== undefined) return false;
  // equips: a face-up Equip Spell equipping the effect's own card (R-EQ-3).
  if (f.equips !== undefined && (!slot || slot.faceDown || !('equippedTo' in slot) || slot.equippedTo !== ctx.self)) return false;
  return printedPasses(d, f) && choicePasses(ctx, uid, d.id, f);
}
/** A monster card in a Spell & Trap Zone is there as an Equip Spell (a Union monster, `equipSelf`): no Attribute, Type or Level. */
const asPlaced = (d: CardDef): CardDef => (d.kind === 'monster' ? { id: d.id, name: d.name, kind: 'spell', spellKind: 'equip', legend: d.legend } : d);
const hiddenAs = (kind: 'spell' | 'trap', spellKind?: CardDef['spellKind']): CardDef => ({ id: 0, name: '', kind, spellKind, legend: false });
const IN_FIELD_ZONE = [hiddenAs('spell', 'field')];
const IN_SPELL_TRAP_ZONE = [hiddenAs('trap'), ...(['normal', 'equip', 'ritual'] as const).map((k) => hiddenAs('spell', k))];

/** The cards a reference names now. */
export function resolveRef(ctx: ReadCtx, ref: CardRef): number[] {
  if (ref === 'self') return [ctx.self];
  if (ref === 'equipped') return equippedNow(ctx);
  if (ref === 'trigger') return listOf(ctx, 'trigger');
  if (ref === 'attackTarget') {
    // The monster the attack in progress targets, while it is still on the field; once this
    // effect negated the attack (negateAttack), the monster that attack targeted.
    const negated = ctx.locals[NEGATED_TARGET];
    const t = ctx.state.attack ? ctx.state.attack.target : Array.isArray(negated) ? negated[0] : undefined;
    return typeof t === 'number' && locateMonster(ctx.state, t) !== null ? [t] : [];
  }
  if ('chosen' in ref) {
    const f = ref.filter ? norm(ref.filter) : undefined;
    return f ? listOf(ctx, ref.chosen).filter((u) => passesNF(ctx, u, f)) : listOf(ctx, ref.chosen);
  }
  return cardsOf(ctx, ref);
}
