// The values (numbers worked out from the board) and conditions of a card document.
import { cardDef } from '../../cards';
import { levelNow, monsterAtk, monsterDef, originalStats } from '../../stats';
import { freeMonsterZones, freeSpellTrapZones, locateMonster, other } from '../../zones';
import { canStillBattle } from '../primitives/query';
import { attributeNow } from '../primitives/attribute';
import { raceOf } from '../primitives/race';
import { shownId } from '../primitives/fusionSummon';
import type { LastKnown } from '../../types';
import { refWas } from '../lastKnown';
import { flippedThisTurn } from '../turnLog';
import type { ReadCtx } from '../types';
import { conditionWordTest, isWordCondition } from '../words/conditionRuns';
import { cardsOf, countRef, inRange, largestSameGroup, passes, resolveRef } from './select';
import type { CardRef, Condition, Value } from './types';

/** A Trap's destroyed trigger monster, or a kept card sent from the field, as it was there (last-known information), off the field. */
const wasOf = (ctx: ReadCtx, ref: CardRef, uid: number): LastKnown | undefined =>
  !locateMonster(ctx.state, uid) ? refWas(ctx, ref, uid) : undefined;

/** A value's number; never -0 (a negative factor times 0 cards), which JSON would save as 0. */
export function valueOf(ctx: ReadCtx, v: Value): number {
  const n = rawValueOf(ctx, v);
  return n === 0 ? 0 : n;
}

/**
 * The printed (original) ATK of the monsters Tributed for the Tribute Summon of the effect's card,
 * read from its summon record; a Tribute that stood for 2 counts twice (R-NS-6). 0 when it was not
 * Tribute Summoned (a Tribute Set is no summon), or is not on the field.
 */
function tributesOriginalAtk(ctx: ReadCtx): number {
  const rec = locateMonster(ctx.state, ctx.self)?.slot.summoned;
  if (rec?.how !== 'tribute') return 0;
  return rec.tributes.reduce((n, u, i) => n + (rec.tributeAtk?.[i] ?? Math.max(0, cardDef(ctx.state, u).atk ?? 0)) * (rec.tributeWorth?.[i] ?? 1), 0);
}

/** The current ATK of the referenced cards added up (on the field; as last seen there, or printed, elsewhere). */
function atkTotal(ctx: ReadCtx, ref: CardRef): number {
  let total = 0;
  for (const u of resolveRef(ctx, ref)) {
    const at = locateMonster(ctx.state, u);
    total += at ? monsterAtk(ctx.state, at.slot) : (wasOf(ctx, ref, u)?.atk ?? cardDef(ctx.state, u).atk ?? 0);
  }
  return total;
}

function rawValueOf(ctx: ReadCtx, v: Value): number {
  if (typeof v === 'number') return v;
  if ('countOf' in v) return v.times * resolveRef(ctx, v.countOf).length;
  if ('originalAtkOf' in v) {
    const ref = v.originalAtkOf;
    const known = ref === 'trigger' ? ctx.locals.triggerAtk : undefined;
    if (typeof known === 'number') return v.times * known;
    return v.times * resolveRef(ctx, ref).reduce((n, u) => n + (wasOf(ctx, ref, u)?.originalAtk ?? cardDef(ctx.state, u).atk ?? 0), 0);
  }
  if ('originalDefOf' in v) {
    // On the field: the original DEF as effects left it (a swap of original ATK and DEF counts); elsewhere printed.
    let total = 0;
    for (const u of resolveRef(ctx, v.originalDefOf)) {
      const at = locateMonster(ctx.state, u);
      total += at ? originalStats(ctx.state, at.slot).def : (cardDef(ctx.state, u).def ?? 0);
    }
    return v.times * total;
  }
  if ('highest' in v) {
    let best = 0;
    for (const u of resolveRef(ctx, v.of)) {
      const at = locateMonster(ctx.state, u);
      const d = cardDef(ctx.state, u);
      const was = at ? undefined : wasOf(ctx, v.of, u);
      const n =
        v.highest === 'originalAtk' ? (at ? originalStats(ctx.state, at.slot).atk : (was?.originalAtk ?? d.atk ?? 0))
        : v.highest === 'level' ? (was?.level ?? levelNow(ctx.state, u))
        : at ? (v.highest === 'atk' ? monsterAtk(ctx.state, at.slot) : (monsterDef(ctx.state, at.slot) ?? 0))
        : was ? (v.highest === 'atk' ? was.atk : (was.def ?? 0))
        : ((v.highest === 'atk' ? d.atk : d.def) ?? 0);
      if (n > best) best = n;
    }
    return v.times * best;
  }
  if ('atkOf' in v) return v.times * atkTotal(ctx, v.atkOf);
  if ('atkDifference' in v) return v.times * Math.abs(atkTotal(ctx, v.atkDifference[0]) - atkTotal(ctx, v.atkDifference[1]));
  if ('dieResult' in v) return v.times * (typeof ctx.locals[v.dieResult] === 'number' ? (ctx.locals[v.dieResult] as number) : 0);
  if ('countDifference' in v) return v.times * Math.abs(resolveRef(ctx, v.countDifference[0]).length - resolveRef(ctx, v.countDifference[1]).length);
  if ('tributesOriginalAtk' in v) return v.times * tributesOriginalAtk(ctx);
  if ('lpDifference' in v) return v.times * Math.abs(ctx.state.players[0].lp - ctx.state.players[1].lp);
  if ('originalLevelOf' in v) return v.times * resolveRef(ctx, v.originalLevelOf).reduce((n, u) => n + (cardDef(ctx.state, u).level ?? 0), 0);
  if ('levelOf' in v) {
    const ref = v.levelOf;
    return v.times * resolveRef(ctx, ref).reduce((n, u) => n + (wasOf(ctx, ref, u)?.level ?? levelNow(ctx.state, u)), 0);
  }
  const seen = new Set<string | number | undefined>();
  for (const u of cardsOf(ctx, v.of)) {
    const d = cardDef(ctx.state, u);
    // As each card shows it now (an effect may have changed a monster's on the field).
    seen.add(v.distinct === 'attribute' ? attributeNow(ctx.state, u) : v.distinct === 'race' ? raceOf(ctx.state, u) : v.distinct === 'level' ? levelNow(ctx.state, u) : d.id);
  }
  return v.times * seen.size;
}

/**
 * A condition as a test made once: which form it is is decided here, not on every call (the
 * forms have different shapes, so asking `"turn" in c` each time was slow).
 */
function conditionTest(c: Condition): (ctx: ReadCtx) => boolean {
  if (isWordCondition(c)) return conditionWordTest(c);
  if ('turn' in c) {
    const mine = c.turn === 'you';
    return (ctx) => (ctx.state.turnPlayer === ctx.seat) === mine;
  }
  if ('lp' in c) {
    const lower = c.lp === 'lower';
    const notHigher = c.lp === 'notHigher';
    const by = c.by ?? 1;
    return (ctx) => {
      const me = ctx.state.players[ctx.seat].lp;
      const them = ctx.state.players[other(ctx.seat)].lp;
      if (notHigher) return me <= them;
      return lower ? them - me >= by : me - them >= by;
    };
  }
  if ('game' in c) {
    if (c.game === 'freeMonsterZone') return (ctx) => freeMonsterZones(ctx.state.players[ctx.seat]).length > 0;
    if (c.game === 'opponentFreeMonsterZone') return (ctx) => freeMonsterZones(ctx.state.players[other(ctx.seat)]).length > 0;
    if (c.game === 'freeSpellTrapZone') return (ctx) => freeSpellTrapZones(ctx.state.players[ctx.seat]).length > 0;
    // R-TURN-2: turn 1 is the first player's, so turn 2 is the second player's first turn.
    if (c.game === 'secondPlayersFirstTurn') return (ctx) => ctx.state.turn === 2;
    return canStillBattle;
  }
  if ('anyOf' in c) {
    // "… or if …": met when any one of them is.
    const tests = c.anyOf.map(conditionTest);
    return (ctx) => tests.some((t) => t(ctx));
  }
  if ('self' in c) {
    if (c.self === 'summonedThisTurn') return (ctx) => locateMonster(ctx.state, ctx.self)?.slot.summonedThisTurn === true;
    // R-POS-1 / R-POS-6: Reversed (turned face-up) during a Main Phase of this turn, face-up since (turnLog.ts).
    if (c.self === 'flippedThisTurn') return (ctx) => flippedThisTurn(ctx.state, ctx.self);
    const { summoned: hows, tributed, from, byRule } = c.self;
    return (ctx) => {
      const rec = locateMonster(ctx.state, ctx.self)?.slot.summoned;
      if (!rec || rec.turn !== ctx.state.turn || rec.how === 'set' || !hows.includes(rec.how)) return false;
      if (from && !from.includes(rec.from)) return false;
      if (byRule && rec.rule === undefined) return false;
      if (!tributed) return true;
      const passing = rec.tributes.filter((u, i) => {
        const d = cardDef(ctx.state, u);
        // The Level it had on the field when Tributed (an effect may have changed it).
        return inRange(rec.tributeLevels?.[i] ?? d.level, tributed.level) && (tributed.race === undefined || (d.kind === 'monster' && d.race === tributed.race)) && (tributed.ids === undefined || tributed.ids.includes(shownId(ctx.state, u)));
      });
      return passing.length >= (tributed.min ?? 1);
    };
  }
  if ('distinct' in c) {
    const { distinct: what, of, min } = c;
    return (ctx) => {
      const seen = new Set<string | number | undefined>();
      for (const u of cardsOf(ctx, of)) {
        seen.add(what === 'race' ? raceOf(ctx.state, u) : what === 'attribute' ? cardDef(ctx.state, u).attribute : what === 'level' ? levelNow(ctx.state, u) : shownId(ctx.state, u));
        if (seen.size >= min) return true;
      }
      return false;
    };
  }
  if ('sameCount' in c) {
    const [a, b] = c.sameCount;
    return (ctx) => resolveRef(ctx, a).length === resolveRef(ctx, b).length;
  }
  if ('higher' in c) {
    // Each figure added up, current on the field, last-known or printed elsewhere (values.ts).
    const [a, b] = c.of;
    const of = (ref: CardRef): Value => (c.higher === 'level' ? { times: 1, levelOf: ref } : { times: 1, atkOf: ref });
    return (ctx) => resolveRef(ctx, a).length > 0 && resolveRef(ctx, b).length > 0 && valueOf(ctx, of(a)) > valueOf(ctx, of(b));
  }
  if ('moreCount' in c) {
    const [a, b] = c.moreCount;
    return (ctx) => resolveRef(ctx, a).length > resolveRef(ctx, b).length;
  }
  if ('levels' in c) {
    const of: Value = { times: 1, levelOf: c.levels };
    const lo = c.min ?? 0;
    const hi = c.max;
    return (ctx) => {
      const total = valueOf(ctx, of);
      return total >= lo && (hi === undefined || total <= hi);
    };
  }
  // At least 1 unless told otherwise; "max": 0 alone means none. Counting stops where the
  // answer is known: at min without a max, else just past max.
  const min = c.min ?? Math.min(1, c.max ?? 1);
  const max = c.max;
  const limit = max === undefined ? min : max + 1;
  const { count, filter, same } = c;
  if (same !== undefined) {
    // The largest group of the counted cards that share the figure.
    return (ctx) => {
      const list = filter ? resolveRef(ctx, count).filter((u) => passes(ctx, u, filter)) : resolveRef(ctx, count);
      const n = largestSameGroup(ctx, list, same);
      return n >= min && (max === undefined || n <= max);
    };
  }
  return (ctx) => {
    const n = countRef(ctx, count, filter, limit);
    return n >= min && (max === undefined || n <= max);
  };
}

const tests = new WeakMap<readonly Condition[], (ctx: ReadCtx) => boolean>();

function testAll(cs: readonly Condition[]): (ctx: ReadCtx) => boolean {
  const each = cs.map(conditionTest);
  if (each.length === 1) return each[0] as (ctx: ReadCtx) => boolean;
  return (ctx) => {
    for (const t of each) if (!t(ctx)) return false;
    return true;
  };
}

/** Whether every condition holds now (none: true). */
export function allHold(ctx: ReadCtx, cs: readonly Condition[] | undefined): boolean {
  if (!cs || cs.length === 0) return true;
  let t = tests.get(cs);
  if (!t) {
    t = testAll(cs);
    tests.set(cs, t);
  }
  return t(ctx);
}
