// The Forbidden & Limited list (R-DECK-5) is data, not code: official lists change several
// times a year, so a deck check names the list it was made against by its version.

export interface Banlist {
  /** Which list this is, e.g. "2026.07.01 Rush Duel"; shown to players next to a verdict. */
  version: string;
  /** The day the list takes effect (YYYY-MM-DD), when known. */
  date?: string;
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

/**
 * A format: a named rule set for deck checks (R-DECK-5..7). `banlist` null means no
 * Forbidden & Limited list at all: only R-DECK-1..4 and the Legend rule apply.
 */
export interface DeckFormat {
  id: string;
  name: string;
  banlist: Banlist | null;
  legendRule: 'current' | 'legacy';
}

/**
 * The status a list gives one card id: a reprint shares its first printing's status, so the
 * lookup by name decides (`nameOf` returns undefined for a card the pool does not know; then
 * only the id itself is matched). The strictest status wins when a name is listed twice.
 */
export function banStatus(banlist: Banlist | null, id: number, nameOf: (id: number) => string | undefined): BanStatus | null {
  if (!banlist) return null;
  const name = nameOf(id);
  const same = (x: number): boolean => x === id || (name !== undefined && nameOf(x) === name);
  for (const s of ['forbidden', 'limited', 'semiLimited'] as const) {
    const ids: unknown = banlist[s];
    if (Array.isArray(ids) && ids.some((x) => typeof x === 'number' && same(x))) return s;
  }
  return null;
}
