// Side Deck swaps between duels of a match (R-DECK-8): one card out of the Main or Extra
// Deck for one card of the Side Deck, so the sizes never change; the deck must still pass
// checkDeck (R-DECK-4, R-DECK-5, the Legend rule) in the match's format.
import { tx, isExtraDeckMonster, checkDeck, type DeckFormat, type DeckCheck } from '../engine';
import type { DeckCards } from '../decks/types';
import { cardFacts, poolCard } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';

export type SwapRefusal = 'notInDeck' | 'notInSide' | 'wrongDeck';
export type SwapResult = { ok: true; deck: DeckCards } | { ok: false; why: SwapRefusal };

/** Where a card may go from the Side Deck: Fusion and Ritual monsters to the Extra Deck, the rest to the Main Deck. */
export function deckFor(id: number): 'main' | 'extra' {
  const def = poolCard(id);
  return def && isExtraDeckMonster(def) ? 'extra' : 'main';
}

function without(list: readonly number[], id: number): number[] | null {
  const i = list.lastIndexOf(id);
  if (i < 0) return null;
  const out = [...list];
  out.splice(i, 1);
  return out;
}

/** Takes one copy of `out` from the Main or Extra Deck and puts one copy of `into` from the Side Deck in its place. */
export function swap(deck: DeckCards, out: number, into: number): SwapResult {
  const section = deckFor(out);
  if (deckFor(into) !== section) return { ok: false, why: 'wrongDeck' };
  const rest = without(deck[section], out);
  if (!rest) return { ok: false, why: 'notInDeck' };
  const side = without(deck.side, into);
  if (!side) return { ok: false, why: 'notInSide' };
  return { ok: true, deck: { ...deck, [section]: [...rest, into], side: [...side, out] } };
}

const counts = (ids: readonly number[]): Map<number, number> => {
  const m = new Map<number, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
};
const sameCards = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  const ca = counts(a);
  const cb = counts(b);
  return [...ca].every(([id, n]) => cb.get(id) === n);
};

/** The live verdict on a sided deck: the R-DECK-8 conditions against the registered deck, then checkDeck. */
export function checkSided(registered: DeckCards, current: DeckCards, format: DeckFormat): DeckCheck {
  const base = checkDeck(current, { format, ruleset: builtinRuleset(), catalog: cardFacts });
  const problems = [...base.problems];
  if (current.main.length !== registered.main.length || current.extra.length !== registered.extra.length) {
    problems.unshift({
      rule: 'R-DECK-8',
      text: tx('deck.sidedSizes', { main: registered.main.length, extra: registered.extra.length, nowMain: current.main.length, nowExtra: current.extra.length }, 'R-DECK-8'),
    });
  }
  if (!sameCards([...registered.main, ...registered.extra, ...registered.side], [...current.main, ...current.extra, ...current.side])) {
    problems.unshift({ rule: 'R-DECK-8', text: tx('deck.sidedCards', null, 'R-DECK-8') });
  }
  return { ok: problems.length === 0, problems, warnings: base.warnings };
}

/** Back to the registered deck (the "keep as is" of a later duel is whatever was last chosen). */
export const unsided = (registered: DeckCards): DeckCards => ({ main: [...registered.main], extra: [...registered.extra], side: [...registered.side] });
