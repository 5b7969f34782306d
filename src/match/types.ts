// A best-of-three match against the AI, as plain data (saved in IndexedDB as it is).
// Seat 0 is the player, seat 1 the AI, as in every duel of the app.
import type { AiLevel } from '../ai/protocol';
import type { DeckCards } from '../decks/types';
import type { Seat } from '../engine';
import type { FormatId } from '../formats/formats';
import type { ReplayRecord } from '../persist/records';

export interface MatchDuel {
  winner: Seat | 'draw';
  /** Who went first in it. */
  first: Seat;
  seed: number;
  /** The player's deck in that duel (what "keep as is" goes back to before the next one). */
  mine: DeckCards;
  /** The duel's replay (kept with the match, so it outlives the last-50 replay list). */
  replay: ReplayRecord | null;
  /**
   * A stored replay that failed its check (then `replay` is null): the field that failed, and the
   * stored value as it was, written back unchanged until the player discards it (record.ts).
   */
  damagedReplay?: { field: string; raw: unknown };
}

/** Why the next duel's first player is chosen by `chooser`: the coin toss, the loser of the last duel, or after a draw. */
export type FirstWhy = 'toss' | 'loser' | 'draw';

/** What the AI did with its Side Deck after a duel (docs/match.md). */
export type AiSideNote = { kind: 'kept'; why: 'won' | 'noSide' | 'nothingBetter' } | { kind: 'swapped'; out: number; in: number };

export interface Match {
  id: string;
  started: number;
  format: FormatId;
  level: AiLevel;
  names: [string, string];
  /** The decks as registered for the match; sizes and cards may not change (R-DECK-8). */
  registered: [DeckCards, DeckCards];
  /** The decks for the next duel, after side swaps. */
  current: [DeckCards, DeckCards];
  duels: MatchDuel[];
  /** Who won the coin toss before duel 1. */
  toss: Seat;
  /** Who decides who goes first in the next duel, and why they do. */
  chooser: Seat;
  why: FirstWhy;
  /** Decided first player of the next (or current) duel; null until chosen. */
  first: Seat | null;
  /** 'choose': between duels (side deck, who goes first); 'duel': a duel is on; 'done': over. */
  phase: 'choose' | 'duel' | 'done';
  /** The seed of the duel on, when phase is 'duel'. */
  seed: number;
  aiSide: AiSideNote | null;
  finished?: number;
  winner?: Seat | 'draw';
}
