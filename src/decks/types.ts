// A deck as the player keeps it: card ids per section. Legality is the engine's checkDeck.

export interface DeckCards {
  main: number[];
  extra: number[];
  side: number[];
}

export interface SavedDeck extends DeckCards {
  /** Stable key; a preset copy or a new deck gets a fresh one. */
  id: string;
  name: string;
  /** Milliseconds since 1970, for "last edited" order. */
  updated: number;
}

export type Section = keyof DeckCards;
export const SECTIONS: readonly Section[] = ['main', 'extra', 'side'];

export const emptyDeck = (): DeckCards => ({ main: [], extra: [], side: [] });
