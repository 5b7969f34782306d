// Messages between the main thread and the AI worker. Small, plain data, with request ids
// so a newer request supersedes an older one and late answers can be ignored.
import type { Msg } from '../i18n/msg';
import type { Action, CardDef, DuelState } from '../engine';

export type AiLevel = 'easy' | 'normal' | 'hard';

export interface AiRequest {
  id: number;
  /** playerView(state, seat) of the AI's seat: never the full state (no peeking). */
  view: DuelState;
  seat: 0 | 1;
  level: AiLevel;
  /** Seed of the AI's own RNG for this decision (the duel's RNG is never used). */
  seed: number;
  /** Soft time budget for this decision, in milliseconds. */
  budgetMs: number;
  /**
   * The ids of every card the AI's seat owns (its decklist, main and Extra Deck, in no
   * particular order): what any player knows of their own deck. Never where the cards are.
   * Without it, the AI guesses its own deck like the opponent's (decklists.ts).
   */
  ownCards?: readonly number[];
}

export interface AiResponse {
  id: number;
  /** One of legalActions(view); null only when the worker failed (see error). */
  action: Action | null;
  /** One line for the duel log, e.g. "Attacked X with Y: 3500 vs 2500, clears your only blocker". */
  explanation: Msg | null;
  error?: string;
}

/**
 * Sent first to a new worker in the browser: the card facts the app loaded as data (the worker
 * bundle carries none of its own, see src/cards/builtinCards.ts). Before a request about a duel
 * whose card documents the worker lacks, again with only those documents (and no cards).
 */
export interface AiCards {
  cards: CardDef[];
  docs?: unknown[];
}

export function isAiCards(data: unknown): data is AiCards {
  return typeof data === 'object' && data !== null && Array.isArray((data as { cards?: unknown }).cards);
}
