// The choice `choose` `either`: the chosen cards form exactly one of a few groups, each of
// `count` cards passing the set's filter and the group's own ("1 Ritual monster or 3 Zombie
// monsters from your GY"), or `count` to `max` of them ("1 Level 7 monster or any number of
// \"Tamabot\""). Asked one card at a time, as the other choices judged on the whole set. A choice
// of cards to Special Summon takes no more cards than the free Monster Zones (R-ZONE-2).
import { freeMonsterZones } from '../../zones';
import { listOf } from '../primitives/query';
import type { Prompt, ReadCtx, Step } from '../types';
import { resolveRef } from './select';
import { chooseCode } from './titles';
import type { CardRef, DocStep } from './types';
import { tx } from '../../text';

type ChooseStep = Extract<DocStep, { do: 'choose' }>;
type Group = NonNullable<ChooseStep['either']>[number];

/**
 * The cards picked so far in a choice asked one card at a time (answers kept as `<as>.0`,
 * `<as>.1`, …), and whether the player stopped (an empty answer).
 */
export function picksSoFar(ctx: ReadCtx, as: string): { picked: number[]; stopped: boolean } {
  const picked: number[] = [];
  let stopped = false;
  for (let i = 0; ctx.locals[`${as}.${i}`] !== undefined; i++) {
    const answer = listOf(ctx, `${as}.${i}`);
    if (answer.length === 0) stopped = true;
    picked.push(...answer);
  }
  return { picked, stopped };
}

/** The cards of the choice's set that may belong to each group. */
function groupCards(ctx: ReadCtx, from: CardRef, groups: readonly Group[]): number[][] {
  if (typeof from !== 'object' || 'chosen' in from) return groups.map(() => resolveRef(ctx, from));
  return groups.map((g) => resolveRef(ctx, { ...from, filter: { ...from.filter, ...g.filter } }));
}

/** Whether the picks so far can still become group `i` (and that group can be filled at all), of lo..hi cards. */
const fits = (picks: readonly number[], cards: readonly number[], lo: number, hi: number): boolean =>
  lo <= hi && cards.length >= lo && picks.length <= hi && picks.every((u) => cards.includes(u));

/** Whether the choice's cards are to be Special Summoned (its set's filter asks for summonable cards). */
const summons = (from: CardRef): boolean => typeof from === 'object' && !('chosen' in from) && from.filter?.summonable === true;

/** The most cards group `g` may take now: its `max` (or `count`), no more than the free Monster Zones for a summon. */
function groupMax(ctx: ReadCtx, s: ChooseStep, g: Group): number {
  const hi = g.max ?? g.count;
  return summons(s.from) ? Math.min(hi, freeMonsterZones(ctx.state.players[ctx.seat]).length) : hi;
}

/**
 * Each prompt offers the cards that keep some group completable; once the picks form a whole
 * group an empty answer stops, and a pick that fills the largest group it could still be ends it.
 * To activate, one group must be possible.
 */
export function eitherChooseStep(s: ChooseStep, groups: readonly Group[]): Step {
  const { code, where } = chooseCode(s.from);
  const pick = (i: number): string => `${s.as}.${i}`;
  const step: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals[s.as] !== undefined) return;
      const { picked, stopped } = picksSoFar(ctx, s.as);
      const cards = groupCards(ctx, s.from, groups);
      const his = groups.map((g) => groupMax(ctx, s, g));
      const open = groups.map((g, i) => fits(picked, cards[i] ?? [], g.count, his[i] ?? g.count));
      const whole = groups.some((g, i) => open[i] && picked.length >= g.count && picked.length <= (his[i] ?? g.count));
      const left = stopped
        ? []
        : [...new Set(groups.flatMap((g, i) => (open[i] && picked.length < (his[i] ?? g.count) ? (cards[i] ?? []).filter((u) => !picked.includes(u)) : [])))];
      if (left.length === 0) {
        ctx.locals[s.as] = picked;
        return;
      }
      const lo = whole ? 0 : 1;
      return { kind: 'cards', store: pick(picked.length), title: tx(code, where ? { min: lo, max: 1, where } : { min: lo, max: 1 }), from: left, min: lo, max: 1 };
    },
  };
  if (!s.optional) step.can = (ctx) => groupCards(ctx, s.from, groups).some((cards, i) => { const g = groups[i]; return g !== undefined && cards.length >= g.count && groupMax(ctx, s, g) >= g.count; });
  return step;
}
