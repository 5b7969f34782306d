// Fusion Summon (R-FUS) as steps (card documents reach them through doc/fusion.ts): pick a
// Fusion monster whose exact list of materials can be met from the places the effect allows,
// pick the materials one at a time
// (each prompt offers only cards that keep the rest completable), send them all at once
// (R-FUS-3, R-FUS-4), then Special Summon the Fusion monster from the Extra Deck face-up in
// the position its controller chooses (R-SS-2). This file imports no card registry, so
// card scripts may load it in any order.
import { cardDef } from '../../cards';
import { own } from '../../draft';
import { OPT_ATTACK, OPT_DEFENSE, OPT_NO, OPT_YES, tx } from '../../text';
import type { BattlePosition, CardDef, DuelState, Place, Seat } from '../../types';
import { shuffleInPlace } from '../../rng';
import { specialSummonLocked } from '../lingering';
import { attackPositionLocked, specialSummonForbidden, summonPosition } from '../summonLocks';
import { freeMonsterZones, locateMonster, newSlot, putCard, removeMonster, summonRecord, withSpellTrap } from '../../zones';
import type { Ctx, Prompt, ReadCtx, Step } from '../types';
import { listOf } from './query';
import { shownId } from '../names';
import { scriptOf } from '../registry';
import { matchableWith, type MaterialSlot } from './fusionMatch';

/** Where an effect takes its Fusion materials from and where they go. */
export interface FusionRule {
  /** Monsters you control: only face-up ones, any (face-down too), or none. */
  field: 'faceUp' | 'any' | null;
  hand: boolean;
  /** With `hand`: the hand is a place of materials only for a Fusion monster passing this (`handFor`). */
  handOnlyFor?: (def: CardDef) => boolean;
  gy: boolean;
  /** Which Fusion monsters the effect may summon, besides "its materials can be met". */
  filter?: (def: CardDef) => boolean;
  /** The GY (R-FUS-3), the bottom of the Deck, or shuffled into the Deck. */
  materialsTo: 'gy' | 'deckBottom' | 'deckShuffle';
  /** Whether a card fits a generic material of the list (its test as written in the facts); none fits without it. */
  fits?: (state: DuelState, seat: Seat, uid: number, generic: string) => boolean;
  /** Every material must pass this ("by sending face-up Dragon monsters"). */
  material?: (state: DuelState, seat: Seat, uid: number) => boolean;
  /** A material taken from that place must pass this too (`placeFilters`). */
  materialIn?: { field?: MaterialTest; hand?: MaterialTest; gy?: MaterialTest };
  /** Union Fusion: the face-up monster cards equipping a monster from your Spell & Trap Zones (Union monsters, `equipSelf`) are materials too. */
  unionEquips?: boolean;
  /** Exactly this many materials come from the field (`fieldCount`). */
  fieldCount?: number;
  /** At least one material must pass this ("including X"). */
  including?: (state: DuelState, seat: Seat, uid: number) => boolean;
  /** The local name that keeps the materials used, once sent. */
  keepAs?: string;
  /** The local name that keeps the Fusion monster, once summoned. */
  keepSummonedAs?: string;
}

type MaterialTest = (state: DuelState, seat: Seat, uid: number) => boolean;

/** The `doubleMaterial` monsters picked so far, as 2 materials (`double`) or as 1 (`once`). */
interface Twice {
  double: readonly number[];
  once: readonly number[];
}
const NO_TWICE: Twice = { double: [], once: [] };

// Every name check reads one function (names.ts); kept here for the modules that import it from Fusion.
export { shownId } from '../names';

interface Material {
  uid: number;
  /** The card id it counts as. */
  id: number;
  /** It is on the field: using it frees a Monster Zone. */
  onField: boolean;
  /** The second place a `doubleMaterial` monster may fill (its first entry comes before it). */
  second?: true;
}

/** Every card seat could use as a material under this rule. */
/** The face-up monster cards of seat's Spell & Trap Zones that equip a monster (Union monsters, `equipSelf`). */
export function unionEquipCards(state: DuelState, seat: Seat): number[] {
  const out: number[] = [];
  for (const s of state.players[seat].spellTraps) if (s && !s.faceDown && s.equippedTo !== null && cardDef(state, s.uid).kind === 'monster') out.push(s.uid);
  return out;
}

function materialPool(state: DuelState, seat: Seat, rule: FusionRule, fusion?: CardDef): Material[] {
  const p = state.players[seat];
  const out: Material[] = [];
  const ok = (u: number): boolean => !rule.material || rule.material(state, seat, u);
  if (rule.field) {
    for (const m of p.monsters) {
      if (!m || (rule.field === 'faceUp' && m.faceDown) || !ok(m.uid) || (rule.materialIn?.field && !rule.materialIn.field(state, seat, m.uid))) continue;
      out.push({ uid: m.uid, id: shownId(state, m.uid), onField: true });
      // It may count as 2 materials for this Fusion monster (`doubleMaterial`): a second entry.
      if (fusion && !m.faceDown && state.lingering.some((l) => l.kind === 'doubleMaterial' && l.target === m.uid && l.value === fusion.id)) {
        out.push({ uid: m.uid, id: shownId(state, m.uid), onField: true, second: true });
      }
    }
  }
  // They free no Monster Zone: not `onField` for the zone the Fusion monster needs.
  if (rule.unionEquips) for (const u of unionEquipCards(state, seat)) if (ok(u)) out.push({ uid: u, id: shownId(state, u), onField: false });
  const fromPile = (list: readonly number[], test: MaterialTest | undefined): void => {
    for (const u of list) if (cardDef(state, u).kind === 'monster' && ok(u) && (!test || test(state, seat, u))) out.push({ uid: u, id: shownId(state, u), onField: false });
  };
  if (rule.hand && (!rule.handOnlyFor || (fusion !== undefined && rule.handOnlyFor(fusion)))) fromPile(p.hand, rule.materialIn?.hand);
  if (rule.gy) fromPile(p.gy, rule.materialIn?.gy);
  return out;
}

/** The material list as slots (a card id or a generic test), or null when the card has none. */
function materialSlots(def: CardDef): readonly MaterialSlot[] | null {
  const list = def.fusionMaterials;
  return list && list.length > 0 ? list : null;
}

/**
 * Whether the Fusion monster's materials can be met by cards of the pool, using every chosen
 * card, ending with a free Monster Zone for it (needZone: none is free yet, so one material
 * must be on the field) and including a card the rule requires (`including`).
 */
function completable(state: DuelState, seat: Seat, rule: FusionRule, def: CardDef, pool: readonly Material[], chosen: readonly number[], needZone: boolean, twice: Twice = NO_TWICE): boolean {
  const slots = materialSlots(def);
  if (!slots) return false;
  // A card whose own rule bars it from this Fusion monster's materials (`summon.notMaterialFor`) fits no place.
  const barred = pool.map((m) => scriptOf(state, m.uid)?.summon?.notMaterialFor?.includes(def.id) === true);
  const fits = (s: number, c: number): boolean => {
    const slot = slots[s] as MaterialSlot;
    const m = pool[c] as Material;
    if (barred[c]) return false;
    // A monster picked as 1 material fills one place only.
    if (m.second && twice.once.includes(m.uid)) return false;
    return typeof slot === 'number' ? m.id === slot : (rule.fits?.(state, seat, m.uid, slot) ?? false);
  };
  const forced = chosen.map((u) => pool.findIndex((m) => m.uid === u && !m.second));
  for (const u of twice.double) forced.push(pool.findIndex((m) => m.uid === u && m.second === true));
  if (forced.includes(-1)) return false;
  const groups: number[][] = [];
  const indices = pool.map((_, i) => i);
  if (needZone) groups.push(indices.filter((i) => (pool[i] as Material).onField));
  const including = rule.including;
  if (including) groups.push(indices.filter((i) => including(state, seat, (pool[i] as Material).uid)));
  const exact = rule.fieldCount;
  if (exact === undefined) return matchableWith(slots.length, pool.length, fits, forced, groups);
  // Exactly `exact` materials from the field: try each such set of field cards (at most 3 there).
  const onField = indices.filter((i) => (pool[i] as Material).onField);
  const chosenOnField = forced.filter((i) => (pool[i] as Material).onField);
  for (const set of subsets(onField, exact)) {
    if (!chosenOnField.every((i) => set.includes(i))) continue;
    const fitsSet = (s: number, c: number): boolean => (!(pool[c] as Material).onField || set.includes(c)) && fits(s, c);
    if (matchableWith(slots.length, pool.length, fitsSet, [...new Set([...forced, ...set])], groups)) return true;
  }
  return false;
}

/** Every set of `n` items of the list. */
function subsets(list: readonly number[], n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  list.forEach((x, i) => {
    for (const rest of subsets(list.slice(i + 1), n - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** How many materials the Fusion monster needs. */
const materialCount = (state: DuelState, fusion: number): number => materialSlots(cardDef(state, fusion))?.length ?? 0;

/** Fusion monsters in seat's Extra Deck this rule can summon now (one per card id; at most `limit`). */
export function fusionCandidates(state: DuelState, seat: Seat, rule: FusionRule, limit = Infinity): number[] {
  const p = state.players[seat];
  if (p.extra.length === 0 || specialSummonLocked(state, seat, 'extra')) return [];
  // A hand open to some Fusion monsters only, or a monster counting as 2 for one: the pool is read for each.
  const shared = rule.handOnlyFor || state.lingering.some((l) => l.kind === 'doubleMaterial') ? null : materialPool(state, seat, rule);
  const needZone = freeMonsterZones(p).length === 0;
  const seen = new Set<number>();
  const out: number[] = [];
  for (const u of p.extra) {
    const def = cardDef(state, u);
    if (def.kind !== 'monster' || def.monsterKind !== 'fusion' || seen.has(def.id)) continue;
    if (rule.filter && !rule.filter(def)) continue;
    if (specialSummonForbidden(state, seat, def, 'extra')) continue;
    const pool = shared ?? materialPool(state, seat, rule, def);
    if (!completable(state, seat, rule, def, pool, [], needZone)) continue;
    seen.add(def.id);
    out.push(u);
    if (out.length >= limit) break;
  }
  return out;
}

export const canFusionSummon = (ctx: ReadCtx, rule: FusionRule): boolean => fusionCandidates(ctx.state, ctx.seat, rule, 1).length > 0;

/** The cards that may be picked as the next material without making the summon impossible. */
export function nextMaterials(state: DuelState, seat: Seat, rule: FusionRule, fusion: number, chosenUids: readonly number[], twice: Twice = NO_TWICE): number[] {
  const def = cardDef(state, fusion);
  const pool = materialPool(state, seat, rule, def);
  const needZone = freeMonsterZones(state.players[seat]).length === 0;
  const out: number[] = [];
  for (const m of pool) {
    if (m.second || chosenUids.includes(m.uid)) continue;
    if (completable(state, seat, rule, def, pool, [...chosenUids, m.uid], needZone, twice)) out.push(m.uid);
  }
  return out;
}

/**
 * For a `doubleMaterial` monster just picked: whether it can end the summon as 2 materials and
 * as 1 (null when it counts as 1 only: no second place for it).
 */
function twiceWays(state: DuelState, seat: Seat, rule: FusionRule, fusion: number, chosen: readonly number[], twice: Twice, uid: number): { double: boolean; once: boolean } | null {
  const def = cardDef(state, fusion);
  const pool = materialPool(state, seat, rule, def);
  if (!pool.some((m) => m.uid === uid && m.second)) return null;
  const needZone = freeMonsterZones(state.players[seat]).length === 0;
  return {
    double: completable(state, seat, rule, def, pool, chosen, needZone, { ...twice, double: [...twice.double, uid] }),
    once: completable(state, seat, rule, def, pool, chosen, needZone, { ...twice, once: [...twice.once, uid] }),
  };
}

/** Takes a card out of a Spell & Trap Zone; its controller, or null when it is in none. */
function takeFromSpellTraps(d: DuelState, uid: number): Seat | null {
  for (const seat of [0, 1] as const) {
    const i = d.players[seat].spellTraps.findIndex((s) => s?.uid === uid);
    if (i >= 0) {
      own(d, seat).spellTraps[i] = null;
      return seat;
    }
  }
  return null;
}

/** Where a card that is not on the field is: its owner's hand or GY. */
function takeFromPile(d: DuelState, uid: number): { seat: Seat; from: Place } | null {
  for (const seat of [0, 1] as const) {
    for (const place of ['hand', 'gy'] as const) {
      const list = d.players[seat][place];
      const i = list.indexOf(uid);
      if (i >= 0) {
        own(d, seat)[place].splice(i, 1);
        return { seat, from: place };
      }
    }
  }
  return null;
}

/** Sends the materials together (R-FUS-3): a MAXIMUM monster with all its pieces, Equip Spells to the GY (R-FUS-4). */
export function sendMaterials(ctx: Ctx, uids: readonly number[], to: FusionRule['materialsTo']): void {
  const d = ctx.state;
  const where = to === 'gy' ? 'gy' : 'deckBottom';
  // A Union monster card among the materials stays a material when the monster it equips goes
  // first: it no longer equips it, so that monster's leaving does not send it to the GY.
  for (const seat of [0, 1] as const) {
    d.players[seat].spellTraps.forEach((s, i) => {
      if (s && uids.includes(s.uid) && s.equippedTo !== null) own(d, seat).spellTraps[i] = withSpellTrap(s, { equippedTo: null });
    });
  }
  for (const u of uids) {
    const fromZone = takeFromSpellTraps(d, u);
    if (fromZone !== null) {
      const placed = putCard(d, u, where);
      ctx.events.push({ type: 'move', card: u, player: fromZone, from: 'spellTrap', to: placed, reason: 'material' });
      continue;
    }
    const at = locateMonster(d, u);
    if (at) {
      removeMonster(d, at.seat, at.zone, where, 'material', ctx.events);
      continue;
    }
    const from = takeFromPile(d, u);
    if (!from) continue;
    const placed = putCard(d, u, where);
    ctx.events.push({ type: 'move', card: u, player: from.seat, from: from.from, to: placed, reason: 'material' });
  }
  if (to === 'deckShuffle') {
    shuffleInPlace(d.rng, own(d, ctx.seat).deck);
    ctx.events.push({ type: 'shuffle', player: ctx.seat });
    // A material its opponent owns went to that player's Deck, which is shuffled too.
    const foe = ctx.seat === 0 ? 1 : 0;
    if (uids.some((u) => d.cards[u]?.owner === foe && d.players[foe].deck.includes(u))) {
      shuffleInPlace(d.rng, own(d, foe).deck);
      ctx.events.push({ type: 'shuffle', player: foe });
    }
  }
}

/** Special Summons a Fusion monster from seat's Extra Deck (R-FUS-3, R-SS-2, R-SS-3). */
export function summonFromExtra(ctx: Ctx, uid: number, position: BattlePosition): boolean {
  const p = own(ctx.state, ctx.seat);
  const zone = freeMonsterZones(p)[0];
  const i = p.extra.indexOf(uid);
  if (zone === undefined || i < 0) return false;
  p.extra.splice(i, 1);
  // R-SS-2: a lock of Attack Position summons makes it a Defense Position one (summonLocks.ts ATTACK_ONLY).
  position = summonPosition(ctx.state, ctx.seat, cardDef(ctx.state, uid), 'extra', position);
  p.monsters[zone] = newSlot(uid, position, false, null, summonRecord(ctx.state, 'fusion', 'extra'));
  ctx.events.push({ type: 'summon', player: ctx.seat, card: uid, how: 'fusion', zone, position, faceDown: false });
  return true;
}

const FUSION = 'fusion';
const PICK = 'fusPick';
const MATS = 'fusMats';
const POS = 'fusPos';
const DOUBLE = 'fusDouble';
const ONCE = 'fusOnce';
const AS_TWO = 'fusAsTwo';

/**
 * The steps of "Fusion Summon 1 Fusion monster" under a rule. The first step's check makes
 * the effect impossible to activate when no Fusion monster can be summoned (R-MEFF-2).
 */
export function fusionSummon(rule: FusionRule): Step[] {
  const pickFusion: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals[FUSION] !== undefined) return;
      const from = fusionCandidates(ctx.state, ctx.seat, rule);
      if (from.length === 0) {
        ctx.locals[FUSION] = [];
        return;
      }
      return { kind: 'cards', store: FUSION, title: tx('prompt.fusionMonster'), from, min: 1, max: 1 };
    },
    can: (ctx) => canFusionSummon(ctx, rule),
  };
  const pickMaterials: Step = {
    run(ctx): Prompt | void {
      const fusion = listOf(ctx, FUSION)[0];
      if (fusion === undefined) return;
      let chosen = listOf(ctx, MATS);
      const twice = (): Twice => ({ double: listOf(ctx, DOUBLE), once: listOf(ctx, ONCE) });
      // The answer for a monster that may count as 2 materials (`doubleMaterial`).
      const answer = ctx.locals[AS_TWO];
      const last = chosen[chosen.length - 1];
      if (answer !== undefined && last !== undefined) {
        const key = answer === 1 ? DOUBLE : ONCE;
        ctx.locals[key] = [...listOf(ctx, key), last];
        delete ctx.locals[AS_TWO];
      }
      const pick = ctx.locals[PICK];
      if (pick !== undefined) {
        const picked = Array.isArray(pick) ? pick : [];
        chosen = [...chosen, ...picked];
        ctx.locals[MATS] = chosen;
        delete ctx.locals[PICK];
        const uid = picked[0];
        const ways = uid === undefined ? null : twiceWays(ctx.state, ctx.seat, rule, fusion, chosen, twice(), uid);
        if (ways && uid !== undefined) {
          // Both ways end the summon: the player says; otherwise the only way is taken.
          if (ways.double && ways.once) return { kind: 'option', store: AS_TWO, title: tx('prompt.twoMaterials', { card: uid }), options: [OPT_NO, OPT_YES] };
          const key = ways.double ? DOUBLE : ONCE;
          ctx.locals[key] = [...listOf(ctx, key), uid];
        }
      }
      const total = materialCount(ctx.state, fusion);
      const filled = chosen.length + listOf(ctx, DOUBLE).length;
      if (filled >= total) return;
      const from = nextMaterials(ctx.state, ctx.seat, rule, fusion, chosen, twice());
      if (from.length === 0) return;
      return { kind: 'cards', store: PICK, title: tx('prompt.fusionMaterial', { index: filled + 1, total, card: fusion }), from, min: 1, max: 1 };
    },
  };
  const askPosition: Step = {
    run(ctx): Prompt | void {
      const fusion = listOf(ctx, FUSION)[0];
      if (ctx.locals[POS] !== undefined || fusion === undefined) return;
      // Defense Position alone under a lock of Attack Position summons: nothing to ask.
      if (attackPositionLocked(ctx.state, ctx.seat, cardDef(ctx.state, fusion), 'extra')) return void (ctx.locals[POS] = 1);
      return { kind: 'option', store: POS, title: tx('prompt.position'), options: [OPT_ATTACK, OPT_DEFENSE] };
    },
  };
  const perform: Step = {
    run(ctx): void {
      const fusion = listOf(ctx, FUSION)[0];
      if (fusion === undefined) return;
      const mats = listOf(ctx, MATS);
      const total = materialCount(ctx.state, fusion);
      if (mats.length + listOf(ctx, DOUBLE).length !== total) return;
      sendMaterials(ctx, mats, rule.materialsTo);
      if (rule.keepAs !== undefined) ctx.locals[rule.keepAs] = mats;
      const summoned = summonFromExtra(ctx, fusion, ctx.locals[POS] === 1 ? 'defense' : 'attack');
      if (rule.keepSummonedAs !== undefined) ctx.locals[rule.keepSummonedAs] = summoned ? [fusion] : [];
    },
  };
  return [pickFusion, pickMaterials, askPosition, perform];
}
