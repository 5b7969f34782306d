// How a benchmark run's --seed becomes the seeds of its duels. Two streams per duel:
// the duel's own RNG (deck shuffles, kept in the duel state) and the players' random
// choices. They are derived differently so that neither is a shifted copy of the other.

/** Seed passed to newDuel for duel number `index` (0-based). */
export function duelSeed(seed: number, index: number): number {
  // seed < 2^32, so seed * 1000003 + index stays below 2^53 and is exact before the wrap.
  return (seed * 1000003 + index) >>> 0;
}

/** MurmurHash3's 32-bit finaliser: a bijection that scrambles every bit. */
export function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Seed of the RNG (seedRng) both players draw their uniformly random choices from. */
export function choiceSeed(seed: number, index: number): number {
  return fmix32(duelSeed(seed, index) ^ 0x2545f491);
}
