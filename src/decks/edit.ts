// Adding and taking cards: a Fusion or Ritual monster goes to the Extra Deck, anything
// else to the Main Deck. The editor does not refuse illegal decks; checkDeck explains them.

import type { DeckCards, Section } from './types';
import { cardFacts } from '../cards/pool';

/** Where a card is added by default. */
export function sectionFor(id: number): Section {
  const def = cardFacts(id);
  return def?.kind === 'monster' && (def.monsterKind === 'fusion' || def.monsterKind === 'ritual') ? 'extra' : 'main';
}

/** A copy of the deck with one more copy of the card, kept next to its other copies. */
export function addCard(deck: DeckCards, id: number, section: Section = sectionFor(id)): DeckCards {
  const list = [...deck[section]];
  const last = list.lastIndexOf(id);
  if (last >= 0) list.splice(last + 1, 0, id);
  else list.push(id);
  return { ...deck, [section]: list };
}

/** A copy of the deck with one copy fewer (the last one) in that section; unchanged if none. */
export function removeCard(deck: DeckCards, id: number, section: Section = sectionFor(id)): DeckCards {
  const i = deck[section].lastIndexOf(id);
  if (i < 0) return deck;
  const list = [...deck[section]];
  list.splice(i, 1);
  return { ...deck, [section]: list };
}

export function copiesIn(deck: DeckCards, id: number): number {
  let n = 0;
  for (const list of [deck.main, deck.extra, deck.side]) for (const x of list) if (x === id) n++;
  return n;
}

/** Ids with their copy counts, in first-seen order: the editor's rows. */
export function grouped(ids: readonly number[]): [number, number][] {
  const m = new Map<number, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m];
}
