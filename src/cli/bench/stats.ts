// Small numeric helpers for the benchmark figures.

/** Nearest-rank percentile (p in (0, 1]) of the values; 0 for an empty list. Sorts a copy. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Rounds to `digits` decimals (2 by default). */
export function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Peak resident set size of this process so far, in MB (maxRSS is in KB). */
export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}
