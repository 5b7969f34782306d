// What `npm run -s cards:needs` prints (src/cli/cards/needs.ts words it): the needs map counted
// by set, by tier and by missing word, read from the checked-in data alone (needs.json, tiers.json).
import { agreement, type Agreement } from './agreement';
import type { NeedsFile } from './build';

/** Release rank of each set (id // 1000) and the first tier of cards to add (order of issue 14). */
export interface Tiers {
  about: string;
  sets: { set: number; rank: number }[];
  tier1: number[];
}
export interface Count {
  cards: number;
  ready: number;
  notReady: number;
  playable: number;
}
export interface NeedsReport {
  total: Count;
  bySet: (Count & { set: number; rank: number })[];
  byTier: Record<'tier1' | 'tier2', Count>;
  /** Missing words, most cards made ready first: `alone` cards lack only this word, `cards` lack it at all. */
  missing: { word: string; alone: number; cards: number }[];
  /** Words needs.json calls missing that exist now: the map wants rebuilding. */
  stale: string[];
  agreement: Agreement;
}

const zero = (): Count => ({ cards: 0, ready: 0, notReady: 0, playable: 0 });
function tally(c: Count, ready: boolean, playable: boolean): void {
  c.cards++;
  if (ready) c.ready++;
  else c.notReady++;
  if (playable) c.playable++;
}

export function needsReport(needs: NeedsFile, tiers: Tiers, existing: ReadonlySet<string>): NeedsReport {
  const rank = new Map(tiers.sets.map((s) => [s.set, s.rank]));
  const tier1 = new Set(tiers.tier1);
  const total = zero();
  const bySet = new Map<number, Count>();
  const byTier = { tier1: zero(), tier2: zero() };
  const alone = new Map<string, number>();
  const any = new Map<string, number>();
  const stale = new Set<string>();
  for (const [key, c] of Object.entries(needs.cards)) {
    const id = Number(key);
    const set = Math.floor(id / 1000);
    if (!bySet.has(set)) bySet.set(set, zero());
    for (const t of [total, bySet.get(set) as Count, byTier[tier1.has(id) ? 'tier1' : 'tier2']]) tally(t, c.ready, c.playable);
    for (const w of c.missing) {
      any.set(w, (any.get(w) ?? 0) + 1);
      if (existing.has(w)) stale.add(w);
    }
    if (c.missing.length === 1) alone.set(c.missing[0] as string, (alone.get(c.missing[0] as string) ?? 0) + 1);
  }
  const missing = [...any]
    .map(([word, cards]) => ({ word, alone: alone.get(word) ?? 0, cards }))
    .sort((a, b) => b.alone - a.alone || b.cards - a.cards || (a.word < b.word ? -1 : 1));
  return {
    total,
    bySet: [...bySet]
      .map(([set, c]) => ({ set, rank: rank.get(set) ?? Number.MAX_SAFE_INTEGER, ...c }))
      .sort((a, b) => a.rank - b.rank || a.set - b.set),
    byTier,
    missing,
    stale: [...stale].sort(),
    agreement: agreement(needs, existing),
  };
}
