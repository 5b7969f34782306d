// The gate before a duel or a match: both decks of the start screen's choice, checked in
// the chosen format (docs/decks.md). Loaded on demand with the deck rules.
import { checkDeck, type EngineText, type DeckFormat } from '../engine';
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import type { DeckCards } from '../decks/types';
import type { Choice } from './appStore';
import { useLibrary } from './libraryStore';
import { builtinRuleset } from '../cards/ruleset';
import { cardFacts } from '../cards/pool';

export interface ChosenDeck {
  name: string;
  deck: DeckCards;
}

export function chosenDeck(key: string): ChosenDeck {
  const saved = useLibrary.getState().decks.find((d) => d.id === key);
  if (saved) return { name: saved.name, deck: { main: [...saved.main], extra: [...saved.extra], side: [...saved.side] } };
  const p = presetByKey(key) ?? PRESET_DECKS[0];
  return { name: p?.name ?? key, deck: { main: [...(p?.main ?? [])], extra: [...(p?.extra ?? [])], side: [] } };
}

/** The first problem of a deck in this format, or null when it is legal. */
export function refusal(deck: DeckCards, format: DeckFormat): EngineText[] | null {
  // A card of the catalog only is refused by name (deck.notPlayable), not as an unknown id.
  const r = checkDeck(deck, { format, ruleset: builtinRuleset(), catalog: cardFacts });
  if (r.ok) return null;
  return r.problems.map((p) => p.text);
}

export type Gate = { ok: true; my: ChosenDeck; ai: ChosenDeck } | { ok: false; who: 'me' | 'ai'; reason: EngineText[] };

export function gate(choice: Choice, format: DeckFormat): Gate {
  const my = chosenDeck(choice.myDeck);
  const ai = chosenDeck(choice.aiDeck);
  const mine = refusal(my.deck, format);
  if (mine) return { ok: false, who: 'me', reason: mine };
  const theirs = refusal(ai.deck, format);
  if (theirs) return { ok: false, who: 'ai', reason: theirs };
  return { ok: true, my, ai };
}
