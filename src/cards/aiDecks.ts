// The AI's decks: decks built as a player builds them (a Type or archetype with its support, a
// MAXIMUM or Fusion engine, Traps that fit), each with a name and a one-line plan, offered as
// opponents on the start screen. A deck is offered only when the game has every one of its
// cards: one naming a card that is not playable yet waits until that card is.
import aiDeckData from './data/aiDecks.json';
import type { PresetDeck } from './presets';
import { isPlayable } from './pool';

/** Every AI deck, offered or not. */
export const AI_DECKS: readonly PresetDeck[] = aiDeckData as PresetDeck[];

/** The decks whose every card (Main and Extra) is playable, in their order. */
export function playableDecks(decks: readonly PresetDeck[], playable: (id: number) => boolean = isPlayable): PresetDeck[] {
  return decks.filter((d) => d.main.every(playable) && d.extra.every(playable));
}

/** The AI decks the start screen offers now. */
export function offeredAiDecks(): PresetDeck[] {
  return playableDecks(AI_DECKS);
}
