// How well the atom map predicts the words of the cards that have documents: the predicted words
// (kept in needs.json as `predicted`) against the words the document really uses (`words`).
import type { NeedsFile } from './build';

export interface Agreement {
  cards: number;
  /** Predicted words the document uses, over all predicted words. */
  precision: number;
  /** Document words the map predicted, over all document words. */
  recall: number;
  /** Cards whose predicted words are exactly the document's. */
  exact: number;
  /** Cards the map alone would have called ready (no predicted word missing today). */
  predictedReady: number;
  /** Words most often predicted without being used, and used without being predicted. */
  extra: [string, number][];
  lacking: [string, number][];
}

const top = (m: Map<string, number>, n: number): [string, number][] => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);

export function agreement(needs: NeedsFile, existing: ReadonlySet<string>, n = 15): Agreement {
  let [hit, predicted, used, exact, predictedReady, cards] = [0, 0, 0, 0, 0, 0];
  const extra = new Map<string, number>();
  const lacking = new Map<string, number>();
  for (const c of Object.values(needs.cards)) {
    if (!c.playable || !c.predicted) continue;
    cards++;
    const p = new Set(c.predicted);
    const a = new Set(c.words);
    const common = [...p].filter((w) => a.has(w)).length;
    hit += common;
    predicted += p.size;
    used += a.size;
    if (common === p.size && common === a.size) exact++;
    if ([...p].every((w) => existing.has(w))) predictedReady++;
    for (const w of p) if (!a.has(w)) extra.set(w, (extra.get(w) ?? 0) + 1);
    for (const w of a) if (!p.has(w)) lacking.set(w, (lacking.get(w) ?? 0) + 1);
  }
  return { cards, precision: predicted ? hit / predicted : 0, recall: used ? hit / used : 0, exact, predictedReady, extra: top(extra, n), lacking: top(lacking, n) };
}
