// The Forbidden & Limited list (R-DECK-5) is data, not code: official lists change several
// times a year, so a deck check names the list it was made against by its version.

export interface Banlist {
  /** Which list this is, e.g. "2025-04"; shown to players next to a verdict. */
  version: string;
  /** Pool ids of cards a deck may not hold at all. */
  forbidden: number[];
  /** Pool ids of cards a deck may hold 1 of (Main + Extra + Side). */
  limited: number[];
  /** Pool ids of cards a deck may hold 2 of (Main + Extra + Side). */
  semiLimited: number[];
}

/** We ship no official list data, so by default nothing is restricted beyond R-DECK-4. */
// Frozen so no caller can restrict cards for everyone by pushing onto the shared default.
const noCards = (): number[] => Object.freeze([]) as unknown as number[];
export const DEFAULT_BANLIST: Banlist = Object.freeze({
  version: 'none',
  forbidden: noCards(),
  limited: noCards(),
  semiLimited: noCards(),
});

export type BanStatus = 'forbidden' | 'limited' | 'semiLimited';

/** Copies allowed of a card with this status. */
export const BAN_LIMIT: Readonly<Record<BanStatus, number>> = Object.freeze({
  forbidden: 0,
  limited: 1,
  semiLimited: 2,
});

export const BAN_WORDS: Readonly<Record<BanStatus, string>> = Object.freeze({
  forbidden: 'Forbidden',
  limited: 'Limited',
  semiLimited: 'Semi-Limited',
});
