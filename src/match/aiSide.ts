// How the AI sides between duels (docs/match.md). A simple rule, said to the player:
// after a win it keeps its deck; after a loss it swaps the strongest Main Deck monster of
// its Side Deck (highest ATK) for its weakest Main Deck monster (lowest ATK), one pair per
// duel, only when that is an improvement and the deck stays legal in the match's format.
import { isExtraDeckMonster, type DeckFormat } from '../engine';
import type { DeckCards } from '../decks/types';
import { AI_SEAT } from './flow';
import { checkSided, swap } from './side';
import type { AiSideNote, Match } from './types';
import { poolCard } from '../cards/pool';

const atkOf = (id: number): number | null => {
  const d = poolCard(id);
  return d && d.kind === 'monster' && !isExtraDeckMonster(d) && !d.maximum ? (d.atk ?? 0) : null;
};

/** Lowest / highest ATK with the lower id first on ties, so the choice is reproducible. */
function pick(ids: readonly number[], best: 'low' | 'high'): number | null {
  let out: number | null = null;
  let at = 0;
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const atk = atkOf(id);
    if (atk === null) continue;
    if (out === null || (best === 'low' ? atk < at : atk > at)) {
      out = id;
      at = atk;
    }
  }
  return out;
}

export function aiSide(m: Match, format: DeckFormat): { deck: DeckCards; note: AiSideNote } {
  const deck = m.current[AI_SEAT];
  const last = m.duels[m.duels.length - 1];
  if (!last || last.winner === AI_SEAT) return { deck, note: { kind: 'kept', why: 'won' } };
  if (deck.side.length === 0) return { deck, note: { kind: 'kept', why: 'noSide' } };
  const into = pick(deck.side, 'high');
  const out = pick(deck.main, 'low');
  if (into === null || out === null || (atkOf(into) ?? 0) <= (atkOf(out) ?? 0)) return { deck, note: { kind: 'kept', why: 'nothingBetter' } };
  const r = swap(deck, out, into);
  if (!r.ok || !checkSided(m.registered[AI_SEAT], r.deck, format).ok) return { deck, note: { kind: 'kept', why: 'nothingBetter' } };
  return { deck: r.deck, note: { kind: 'swapped', out, in: into } };
}
