// How well the atom map predicts the words of the cards that have documents: the predicted words
// (kept in needs.json as `predicted`) against the words the document really uses (`words`).
import type { NeedsCard, NeedsFile } from './build';

export interface Score {
  cards: number;
  /** Predicted words the document uses, over all predicted words. */
  precision: number;
  /** Document words the map predicted, over all document words. */
  recall: number;
  /** Cards whose predicted words are exactly the document's. */
  exact: number;
}
export interface Agreement extends Score {
  /** The same on the cards whose reading has no `unparsed` sentence. */
  parsed: Score;
  /** Cards the map alone would have called ready (no predicted word missing today). */
  predictedReady: number;
  /** Words most often predicted without being used, and used without being predicted. */
  extra: [string, number][];
  lacking: [string, number][];
}

const top = (m: Map<string, number>, n: number): [string, number][] => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
const bump = (m: Map<string, number>, w: string): void => void m.set(w, (m.get(w) ?? 0) + 1);

function score(cards: readonly NeedsCard[], extra?: Map<string, number>, lacking?: Map<string, number>): Score {
  let [hit, predicted, used, exact] = [0, 0, 0, 0];
  for (const c of cards) {
    const p = new Set(c.predicted);
    const a = new Set(c.words);
    const common = [...p].filter((w) => a.has(w)).length;
    hit += common;
    predicted += p.size;
    used += a.size;
    if (common === p.size && common === a.size) exact++;
    if (extra) for (const w of p) if (!a.has(w)) bump(extra, w);
    if (lacking) for (const w of a) if (!p.has(w)) bump(lacking, w);
  }
  return { cards: cards.length, precision: predicted ? hit / predicted : 0, recall: used ? hit / used : 0, exact };
}

export function agreement(needs: NeedsFile, existing: ReadonlySet<string>, n = 15): Agreement {
  const documented = Object.values(needs.cards).filter((c) => c.playable && c.predicted);
  const extra = new Map<string, number>();
  const lacking = new Map<string, number>();
  return {
    ...score(documented, extra, lacking),
    parsed: score(documented.filter((c) => !(c.predicted ?? []).includes('unparsed'))),
    predictedReady: documented.filter((c) => (c.predicted ?? []).every((w) => existing.has(w))).length,
    extra: top(extra, n),
    lacking: top(lacking, n),
  };
}
