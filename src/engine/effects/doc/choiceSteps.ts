// Compiling the document's choice steps: choices whose size is counted when they are asked,
// choices of cards sharing a figure, and random picks; the words with a folder of their own
// (effects/words/) are compiled there. Kept apart from steps.ts (plain moves) so each stays one idea.
import { cardDef } from '../../cards';
import { freeMonsterZones, locateMonster, other } from '../../zones';
import { levelNow, monsterAtk } from '../../stats';
import { untilOf } from '../words/read';
import { wordStep } from '../words/runs';
import { choose } from '../primitives/steps';
import type { Prompt, ReadCtx, Step } from '../types';
import { valueOf } from './conditions';
import { largestSameGroup, refHasAtLeast, resolveRef, statKey } from './select';
import { chooseCode } from './titles';
import { eitherChooseStep, picksSoFar } from './eitherChoice';
import type { DocStep, Range, SameStat, Value } from './types';
import { tx } from '../../text';
import { nextInt } from '../../rng';

// Shared with steps.ts, which imports it from here.
export { untilOf };

/** The names of the choices a value reads (`{ "chosen": name }`). */
const choicesRead = (v: Value | number): string[] => [...JSON.stringify(v).matchAll(/"chosen":"([^"]+)"/g)].map((m) => m[1] as string);

/** Whether a value is read from cards chosen in this effect or from a die rolled in it (so it is unknown before activation). */
export const readsChoice = (v: Value | number): boolean => typeof v === 'object' && /"(chosen|dieResult)"/.test(JSON.stringify(v));

type ChooseStep = Extract<DocStep, { do: 'choose' }>;

/**
 * A choice of min..max cards. With counts that are numbers it is the usual `choose`; counted
 * ones (values, `upTo`) are read when the step runs, and a mandatory one must be possible at
 * activation: enough cards, and a cap of at least min.
 */
export function chooseStep(s: ChooseStep): Step {
  const step = chooseStepOf(s);
  return s.by === 'opponent' ? askedOfOpponent(step) : step;
}

/**
 * The same choice made by the effect's opponent (`by` `opponent`: "your opponent chooses ..."):
 * every prompt it asks goes to that player, so the legal actions and the AI answer it for them.
 */
function askedOfOpponent(inner: Step): Step {
  const step: Step = {
    run(ctx): Prompt | void {
      const p = inner.run(ctx);
      return p ? { ...p, player: other(ctx.seat) } : undefined;
    },
  };
  if (inner.can) step.can = inner.can;
  return step;
}

/**
 * The choices of this effect a set's filter compares with (`raceOf`, `attributeOf`, `sameAs`,
 * `differsFrom` reading `{ chosen }`): while one is not made yet (at activation, a choice of the
 * cost), the set is unknown and the step is not checked (R-MEFF-2 reads what can be known).
 */
function comparedChoices(from: ChooseStep['from']): string[] {
  const out: string[] = [];
  for (const m of JSON.stringify(from).matchAll(/"(?:raceOf|attributeOf|of)":\{"chosen":"([^"]+)"/g)) out.push(m[1] as string);
  return out;
}

function chooseStepOf(s: ChooseStep): Step {
  const step = plainChooseStep(s);
  const compared = comparedChoices(s.from);
  const can = step.can;
  if (can && compared.length > 0) step.can = (ctx) => compared.some((n) => ctx.locals[n] === undefined) || can(ctx);
  return step;
}

function plainChooseStep(s: ChooseStep): Step {
  if (s.same !== undefined) return chooseSameStep(s, s.same);
  if (s.different !== undefined) return chooseDifferentStep(s, s.different);
  if (s.levels) return levelsChooseStep(s, s.levels);
  if (s.either) return eitherChooseStep(s, s.either);
  const from = s.from;
  const { min, max, upTo } = s;
  const { code, where } = chooseCode(from);
  const title = (lo: number, hi: number) => tx(code, where ? { min: lo, max: hi, where } : { min: lo, max: hi });
  // Cards chosen to be Special Summoned each need a Monster Zone of their own (R-ZONE-2): a
  // choice of summonable cards never asks for more than your free zones.
  // A summon to the other field (`summonFor`, choiceRules.ts) counts that field's zones.
  const otherField = typeof from === 'object' && 'place' in from && from.filter?.summonFor !== undefined;
  const zones = summonsChosen(s) ? (ctx: ReadCtx) => freeMonsterZones(ctx.state.players[otherField ? other(ctx.seat) : ctx.seat]).length : null;
  const fixedMax = max === undefined ? (typeof min === 'number' ? min : 1) : max;
  if ((min === undefined || typeof min === 'number') && (max === undefined || typeof max === 'number') && upTo === undefined && !(zones && typeof fixedMax === 'number' && fixedMax > 1)) {
    const lo = min ?? 1;
    const step = choose(s.as, title(lo, max ?? lo), (ctx) => resolveRef(ctx, from), lo, max ?? lo, { mandatory: !s.optional });
    // Whether there is enough to choose from: counted up to min, without building the list.
    if (step.can) step.can = (ctx) => refHasAtLeast(ctx, from, lo);
    return step;
  }
  const minOf = (ctx: ReadCtx): number => (min === undefined ? 1 : valueOf(ctx, min));
  // `freed`: zones a cost will free, when this is checked before the cost is paid.
  const maxOf = (ctx: ReadCtx, freed = 0): number => {
    const hi = max === undefined ? minOf(ctx) : valueOf(ctx, max);
    const capped = zones ? Math.min(hi, zones(ctx) + freed) : hi;
    return upTo === undefined ? capped : Math.min(capped, valueOf(ctx, upTo));
  };
  const step: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals[s.as] !== undefined) return;
      const list = resolveRef(ctx, from);
      const hi = Math.min(maxOf(ctx), list.length);
      if (hi <= 0) {
        ctx.locals[s.as] = [];
        return;
      }
      const lo = Math.min(Math.max(0, minOf(ctx)), hi);
      return { kind: 'cards', store: s.as, title: title(lo, hi), from: list, min: lo, max: hi };
    },
  };
  // Checked before the cost is paid: the zones the cost frees (zonesFreedByCost) count too.
  const freed = typeof from === 'object' && 'place' in from ? (from.filter?.zonesFreedByCost ?? 0) : 0;
  // A cap read from cards this effect chooses (its cost's, "up to the number revealed") is unknown
  // before activation: only the zones cap it then (R-MEFF-2 reads what can be known).
  const capUnknown = (max !== undefined && readsChoice(max)) || (upTo !== undefined && readsChoice(upTo));
  const knownCap = (ctx: ReadCtx): number => (capUnknown ? (zones ? zones(ctx) + freed : Infinity) : maxOf(ctx, freed));
  if (!s.optional) step.can = (ctx) => refHasAtLeast(ctx, from, minOf(ctx)) && knownCap(ctx) >= minOf(ctx);
  return step;
}

/**
 * A choice of min..max cards asked one card at a time (oneByOne), judged on one figure of the
 * cards (`same` and `different`): `offered` lists the cards a prompt may take, given the picks so
 * far and the cards to choose from; `enough` tells whether those cards allow min at all.
 */
function figureChoiceStep(
  s: ChooseStep,
  offered: (ctx: ReadCtx, picked: readonly number[], list: number[], lo: number) => number[],
  enough: (ctx: ReadCtx, list: number[], lo: number) => boolean,
): Step {
  const lo = typeof s.min === 'number' ? s.min : 1;
  const hi = typeof s.max === 'number' ? s.max : lo;
  const step: Step = { run: oneByOne(s, () => lo, (ctx, picked) => (picked.length >= hi ? [] : offered(ctx, picked, resolveRef(ctx, s.from), lo))) };
  if (!s.optional) step.can = (ctx) => enough(ctx, resolveRef(ctx, s.from), lo);
  return step;
}

/**
 * Cards that share one figure (`same`: "2 monsters with the same Level as each other"): the
 * first from the cards with enough partners to reach min, each later one from the cards
 * sharing the first one's figure.
 */
function chooseSameStep(s: ChooseStep, stat: SameStat): Step {
  return figureChoiceStep(
    s,
    (ctx, picked, list, lo) => {
      const first = picked[0];
      const key = first === undefined ? undefined : statKey(ctx, first, stat);
      const partners = (u: number): number => list.filter((v) => statKey(ctx, v, stat) === statKey(ctx, u, stat)).length;
      return list.filter((u) => !picked.includes(u) && (first === undefined ? partners(u) >= lo : statKey(ctx, u, stat) === key));
    },
    (ctx, list, lo) => largestSameGroup(ctx, list, stat) >= lo,
  );
}

/** How many different values of a figure these cards show (a card without the figure shows none). */
function figures(ctx: ReadCtx, list: readonly number[], stat: SameStat): number {
  const seen = new Set<string | number>();
  for (const u of list) {
    const k = statKey(ctx, u, stat);
    if (k !== undefined) seen.add(k);
  }
  return seen.size;
}

/**
 * Cards no two of which share a figure (`different`: "2 monsters with different names"): each
 * prompt offers the cards whose figure no pick has yet and that still leave enough other
 * figures to reach min.
 */
function chooseDifferentStep(s: ChooseStep, stat: SameStat): Step {
  return figureChoiceStep(
    s,
    (ctx, picked, list, lo) => {
      const taken = new Set(picked.map((u) => statKey(ctx, u, stat)));
      const rest = list.filter((u) => !picked.includes(u) && statKey(ctx, u, stat) !== undefined && !taken.has(statKey(ctx, u, stat)));
      const need = lo - picked.length - 1;
      return rest.filter((u) => need <= 0 || figures(ctx, rest.filter((v) => statKey(ctx, v, stat) !== statKey(ctx, u, stat)), stat) >= need);
    },
    (ctx, list, lo) => figures(ctx, list, stat) >= lo,
  );
}

/**
 * A choice asked one card at a time (the picks kept as `<as>.<i>`, the whole choice as `as`):
 * each prompt offers what `offer` says may join the picks so far, and once `min` cards are in,
 * an empty answer stops it. Nothing left to offer ends the choice too.
 */
export function oneByOne(s: ChooseStep, min: (ctx: ReadCtx) => number, offer: (ctx: ReadCtx, picked: readonly number[]) => number[]): Step['run'] {
  const { code, where } = chooseCode(s.from);
  const pick = (i: number): string => `${s.as}.${i}`;
  return (ctx): Prompt | void => {
    if (ctx.locals[s.as] !== undefined) return;
    const { picked, stopped } = picksSoFar(ctx, s.as);
    const left = stopped ? [] : offer(ctx, picked);
    if (left.length === 0) {
      ctx.locals[s.as] = picked;
      return;
    }
    const lo = picked.length < min(ctx) ? 1 : 0;
    return { kind: 'cards', store: pick(picked.length), title: tx(code, where ? { min: lo, max: 1, where } : { min: lo, max: 1 }), from: left, min: lo, max: 1 };
  };
}

/**
 * Whether `have` cards whose Levels add up to `sum` can be completed to `minN`..`maxN` cards
 * adding up to `range`, taking more cards of these Levels (a count-and-sum table: Levels are small).
 */
function completable(levels: readonly number[], have: number, sum: number, minN: number, maxN: number, range: Range): boolean {
  const lo = range.min ?? 0;
  const hi = range.max ?? Number.MAX_SAFE_INTEGER;
  const room = maxN - have;
  if (room < 0 || sum > hi) return false;
  const reach: Set<number>[] = Array.from({ length: room + 1 }, (_, k) => new Set<number>(k === 0 ? [sum] : []));
  for (const lv of levels) {
    for (let k = room; k >= 1; k--) for (const t of reach[k - 1] as Set<number>) if (t + lv <= hi) (reach[k] as Set<number>).add(t + lv);
  }
  for (let k = Math.max(0, minN - have); k <= room; k++) for (const t of reach[k] as Set<number>) if (t >= lo) return true;
  return false;
}

/**
 * A choice whose cards' printed Levels must add up to a range, asked one card at a time
 * (oneByOne), each prompt offering only cards that keep the choice completable.
 */
type Levels = NonNullable<ChooseStep['levels']>;

/** The range a `levels` choice must reach, its values read now. */
function rangeNow(ctx: ReadCtx, l: Levels): Range {
  return { min: l.min === undefined ? undefined : valueOf(ctx, l.min), max: l.max === undefined ? undefined : valueOf(ctx, l.max) };
}

function levelsChooseStep(s: ChooseStep, levels: Levels): Step {
  const from = s.from;
  const minN = typeof s.min === 'number' ? s.min : 1;
  const wanted = typeof s.max === 'number' ? s.max : minN;
  // A summon to the other field (`summonFor`, choiceRules.ts) counts that field's zones.
  const otherField = typeof from === 'object' && 'place' in from && from.filter?.summonFor !== undefined;
  const zones = summonsChosen(s) ? (ctx: ReadCtx) => freeMonsterZones(ctx.state.players[otherField ? other(ctx.seat) : ctx.seat]).length : null;
  const maxOf = (ctx: ReadCtx): number => (zones ? Math.min(wanted, zones(ctx)) : wanted);
  // The printed Level, or with `stat` `atk` the ATK (current on the field, printed elsewhere).
  const level = (ctx: ReadCtx, u: number): number => {
    if (levels.stat === undefined) return cardDef(ctx.state, u).level ?? 0;
    const at = locateMonster(ctx.state, u);
    if (levels.stat === 'level') return at ? levelNow(ctx.state, u) : (cardDef(ctx.state, u).level ?? 0);
    return at ? monsterAtk(ctx.state, at.slot) : (cardDef(ctx.state, u).atk ?? 0);
  };
  // The range is read when the choice starts and kept for its later prompts.
  const rangeKey = `${s.as}:range`;
  const rangeOf = (ctx: ReadCtx): Range => {
    const kept = ctx.locals[rangeKey];
    if (Array.isArray(kept)) return { min: kept[0] === -1 ? undefined : kept[0], max: kept[1] === -1 ? undefined : kept[1] };
    const r = rangeNow(ctx, levels);
    ctx.locals[rangeKey] = [r.min ?? -1, r.max ?? -1];
    return r;
  };
  const step: Step = {
    run: oneByOne(s, () => minN, (ctx, picked) => {
      const hi = maxOf(ctx);
      if (picked.length >= hi) return [];
      const range = rangeOf(ctx);
      const sum = picked.reduce((t, u) => t + level(ctx, u), 0);
      const rest = resolveRef(ctx, from).filter((u) => !picked.includes(u));
      return rest.filter((u) => completable(rest.filter((v) => v !== u).map((v) => level(ctx, v)), picked.length + 1, sum + level(ctx, u), minN, hi, range));
    }),
  };
  // A bound read from a choice not made yet (the cost's cards) is not known before activation;
  // once that choice is known (a cost's `keepsEffect` check, keepsEffect.ts) the bound is read.
  const reads = [levels.min, levels.max].filter((b): b is Value | number => b !== undefined && readsChoice(b));
  const unknown = (ctx: ReadCtx): boolean => reads.some((b) => choicesRead(b).some((n) => ctx.locals[n] === undefined) || /"dieResult"/.test(JSON.stringify(b)));
  if (!s.optional) step.can = (ctx) => (unknown(ctx) ? refHasAtLeast(ctx, from, minN) : completable(resolveRef(ctx, from).map((u) => level(ctx, u)), 0, 0, minN, maxOf(ctx), rangeNow(ctx, levels))) && maxOf(ctx) >= minN;
  return step;
}

/** Whether the choice is of cards to Special Summon: its set's filter (or every anyOf part) asks for summonable cards. */
function summonsChosen(s: ChooseStep): boolean {
  const from = s.from;
  if (typeof from !== 'object' || 'chosen' in from) return false;
  const f = from.filter;
  return f !== undefined && (f.summonable === true || (f.anyOf !== undefined && f.anyOf.length > 0 && f.anyOf.every((g) => g.summonable === true)));
}

type RandomStep = Extract<DocStep, { do: 'chooseRandom' }>;

/**
 * min..max of the referenced cards picked at random with the duel's seeded RNG (the same for a
 * replay). With a range, the effect's player first says how many (an option per number, fewest
 * first, capped by the cards there). Mandatory: at least min cards must be there to activate. A
 * counted `max` (`{ times: 1, countOf: ref }`, "up to the number of ...") is read when the step
 * runs, after the cost, so it is not checked before activation; when it comes to 0 nothing is picked.
 */
function randomStep(s: RandomStep): Step {
  const from = s.from;
  const min = s.min ?? 1;
  const howMany = `${s.as}:count`;
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[s.as] !== undefined) return;
      const list = resolveRef(ctx, from);
      const max = typeof s.max === 'object' ? resolveRef(ctx, s.max.countOf).length : (s.max ?? min);
      const hi = Math.min(max, list.length);
      const lo = Math.min(min, hi);
      if (hi > lo && ctx.locals[howMany] === undefined) {
        const options = Array.from({ length: hi - lo + 1 }, (_, i) => tx('opt.number', { n: lo + i }));
        return { kind: 'option', store: howMany, title: tx('doc.randomCount'), options };
      }
      const n = hi > lo ? lo + Number(ctx.locals[howMany]) : hi;
      const pool = [...list];
      const picked: number[] = [];
      for (let i = 0; i < n && pool.length > 0; i++) picked.push(pool.splice(nextInt(ctx.state.rng, pool.length), 1)[0] as number);
      ctx.locals[s.as] = picked;
    },
    can: (ctx) => refHasAtLeast(ctx, from, min),
  };
}

/** The steps of this file or of a word's own folder (effects/words/), or null for a step compiled in steps.ts. */
export function choiceOrWordStep(s: DocStep): Step | null {
  switch (s.do) {
    case 'choose':
      return chooseStep(s);
    case 'chooseRandom':
      return randomStep(s);
    default:
      return wordStep(s);
  }
}
