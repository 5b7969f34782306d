// Figures an effect's steps come to that are known when it is activated, so that the check
// before activation (R-MEFF-2, R-WIN-6) can refuse an effect that would do nothing or make a
// player draw more cards than their Deck holds.
import type { ReadCtx } from '../types';
import { valueOf } from './conditions';
import { readsChoice } from './choiceSteps';
import type { CardRef, CardSet, DocStep, Value } from './types';

/** "For each" values: a number of cards (`countOf`) or of different Attributes, Types or names (`distinct`). */
const countScaled = (v: Value): boolean => typeof v === 'object' && ('countOf' in v || 'distinct' in v);

/**
 * A step scaled by a count read from the board ("gain 500 LP for each face-up Psychic monster
 * you control") does nothing at a count of 0, so the effect cannot be activated then, unless the
 * step says `evenIfZero` (a card whose text allows it). The count is read before the cost is
 * paid, as it stands then. A count of cards chosen in this effect is not known before activation.
 * A step under an `if` is an extra ("then, if ..., it loses 100 more for each ...") and the callers
 * pass it as allowed: the effect's main part does something without it.
 */
export function nonZeroCount(v: Value | undefined, evenIfZero: boolean | undefined): ((ctx: ReadCtx) => boolean) | undefined {
  if (v === undefined || evenIfZero === true || !countScaled(v) || readsChoice(v)) return undefined;
  return (ctx) => valueOf(ctx, v) !== 0;
}

const isPlainSet = (ref: CardRef): ref is CardSet => typeof ref === 'object' && !('chosen' in ref) && !JSON.stringify(ref).includes('"chosen"');

/**
 * A draw of "as many cards as were sent", where an earlier step of an effect without a cost
 * discards a whole set (Card Destruction: your entire hand), draws a number known when the effect
 * is activated: the cards of that set then, less the effect's own card (a Spell leaves the hand
 * as it is activated). The draw step gets that count as `countAtActivation`, checked against the
 * Deck before activation (R-WIN-6). Set here, never written in a document.
 */
export function knownDrawCounts(steps: readonly DocStep[], cost: readonly DocStep[] | undefined): readonly DocStep[] {
  if (cost !== undefined && cost.length > 0) return steps;
  const sent = new Map<string, CardSet>();
  return steps.map((s) => {
    if (s.do === 'discard' && s.as !== undefined && isPlainSet(s.cards)) sent.set(s.as, s.cards);
    if (s.do !== 'draw' || typeof s.count !== 'object' || !('countOf' in s.count)) return s;
    const of = s.count.countOf;
    const set = typeof of === 'object' && 'chosen' in of && of.filter === undefined ? sent.get(of.chosen) : undefined;
    if (!set) return s;
    return { ...s, countAtActivation: { times: s.count.times, countOf: { ...set, filter: { ...set.filter, notSelf: true } } } };
  });
}
