// Deck odds, exact: the chance that the first `drawn` cards of a shuffled deck of `deck`
// cards hold a card (or a group of cards) the player names. Hypergeometric, in integers
// (BigInt): C(60, 30) is past 2^53, so counts of hands are never floating point; only the
// last division is.

/** One thing to find: `copies` cards of the deck, of which at least `need` (1 unless told). */
export interface Want {
  copies: number;
  need?: number;
}

/** An exact chance: `num / den` hands, and the same as a number in [0, 1]. */
export interface Odds {
  num: bigint;
  den: bigint;
  p: number;
}

const chooseMemo = new Map<string, bigint>();

/** C(n, k), the number of k-card hands from n cards; 0 when k < 0 or k > n. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || n < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  const key = `${n},${kk}`;
  const hit = chooseMemo.get(key);
  if (hit !== undefined) return hit;
  let r = 1n;
  // r stays a whole number: after step i it is C(n - kk + i, i).
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  chooseMemo.set(key, r);
  return r;
}

/** num/den as a number, to 15 significant digits at least (both may be past 2^53). */
function ratio(num: bigint, den: bigint): number {
  if (den === 0n) return 0;
  const SCALE = 10n ** 18n;
  return Number((num * SCALE) / den) / 1e18;
}

function odds(num: bigint, den: bigint): Odds {
  return { num, den, p: ratio(num, den) };
}

function check(deck: number, drawn: number, wants: readonly Want[]): void {
  const total = wants.reduce((s, w) => s + w.copies, 0);
  if (!Number.isInteger(deck) || deck < 0) throw new RangeError(`deck size ${deck}`);
  if (!Number.isInteger(drawn) || drawn < 0) throw new RangeError(`cards drawn ${drawn}`);
  if (total > deck) throw new RangeError(`${total} wanted cards in a deck of ${deck}`);
  for (const w of wants) if (!Number.isInteger(w.copies) || w.copies < 0) throw new RangeError(`copies ${w.copies}`);
}

/** At least one of `copies` cards among the first `drawn` of `deck`: 1 − C(deck − copies, drawn) / C(deck, drawn). */
export function atLeastOne(deck: number, copies: number, drawn: number): Odds {
  check(deck, drawn, [{ copies }]);
  const n = Math.min(drawn, deck);
  const den = choose(deck, n);
  return odds(den - choose(deck - copies, n), den);
}

/**
 * At least one card of every group (groups are different cards): by inclusion–exclusion over
 * the groups missed, Σ over subsets S of (−1)^|S| · C(deck − copies in S, drawn) / C(deck, drawn).
 */
export function eachAtLeastOne(deck: number, groups: readonly number[], drawn: number): Odds {
  check(deck, drawn, groups.map((copies) => ({ copies })));
  const n = Math.min(drawn, deck);
  const den = choose(deck, n);
  let num = 0n;
  const g = groups.length;
  for (let mask = 0; mask < 1 << g; mask++) {
    let missed = 0;
    let size = 0;
    for (let i = 0; i < g; i++) {
      if (mask & (1 << i)) {
        missed += groups[i]!;
        size++;
      }
    }
    const term = choose(deck - missed, n);
    num += size % 2 === 0 ? term : -term;
  }
  return odds(num, den);
}

/**
 * Every group at least `need` times (multivariate hypergeometric), summed over how many of
 * each group the hand holds: Σ Π C(copies_i, k_i) · C(rest, drawn − Σ k_i) / C(deck, drawn).
 * Exact for any needs; the groups are few (a MAXIMUM set, a Fusion's materials), so the sum is small.
 */
export function eachAtLeast(deck: number, wants: readonly Want[], drawn: number): Odds {
  check(deck, drawn, wants);
  const n = Math.min(drawn, deck);
  const den = choose(deck, n);
  const rest = deck - wants.reduce((s, w) => s + w.copies, 0);
  let num = 0n;
  const walk = (i: number, taken: number, ways: bigint): void => {
    if (taken > n) return;
    if (i === wants.length) {
      num += ways * choose(rest, n - taken);
      return;
    }
    const w = wants[i]!;
    for (let k = Math.max(0, w.need ?? 1); k <= w.copies; k++) walk(i + 1, taken + k, ways * choose(w.copies, k));
  };
  walk(0, 0, 1n);
  return odds(num, den);
}

/**
 * The cards a player has seen by their k-th turn when they play nothing: the opening 5 (R-SETUP-4
 * 4 cards, then the first Draw Phase draws up to 5, R-DRAW-1/R-DRAW-2), then 1 a turn (R-DRAW-1).
 * A player who played cards draws more (up to 5), so these are the fewest cards seen by then.
 */
export function seenByTurn(turn: number): number {
  return 5 + Math.max(0, turn - 1);
}
