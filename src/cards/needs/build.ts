// Building the needs map (needs.json): for every effect card, the words its effects need, the
// ones the document language lacks today, and whether it is playable already. Pure: the dev tool
// (src/cli/cards/needs.ts) hands it the drafts it read, the project's catalog and documents.
import { docWords, factWords, type FactsLike } from './docWords';
import { predictWords, type CardKind, type Draft } from './predict';

export interface NeedsCard {
  /** Words the card needs: its document's words when it is playable, else the map's prediction. */
  words: string[];
  /** Those words that do not exist yet (`unparsed`: the reading needs a person). */
  missing: string[];
  ready: boolean;
  /** It has a document in src/cards/docs. */
  playable: boolean;
  /** Playable cards only: what the map predicted, kept to measure the map (agreement.ts). */
  predicted?: string[];
}
export interface NeedsFile {
  about: string;
  /** Fusion and Ritual monsters of the catalog whose text has no effect (no draft, no needs). */
  noEffect: number[];
  cards: Record<string, NeedsCard>;
}
export type CatalogEntry = CardKind & FactsLike & { id: number };

const sorted = (s: Iterable<string>): string[] => [...s].sort();

export function buildNeeds(drafts: readonly Draft[], catalog: readonly CatalogEntry[], docs: readonly unknown[], existing: ReadonlySet<string>, about: string): NeedsFile {
  const facts = new Map(catalog.map((c) => [c.id, c]));
  const docOf = new Map(docs.map((d) => [(d as { id: number }).id, d]));
  const cards: Record<string, NeedsCard> = {};
  for (const d of [...drafts].sort((a, b) => a.id - b.id)) {
    const card = facts.get(d.id);
    if (!card) throw new Error(`draft ${d.id} is not a catalog card`);
    const predicted = new Set([...predictWords(d, card), ...factWords(card)]);
    const doc = docOf.get(d.id);
    const words = doc === undefined ? predicted : new Set([...docWords(doc), ...factWords(card)]);
    const missing = sorted([...words].filter((w) => !existing.has(w)));
    cards[String(d.id)] = { words: sorted(words), missing, ready: missing.length === 0, playable: doc !== undefined, ...(doc !== undefined ? { predicted: sorted(predicted) } : {}) };
  }
  const noEffect = catalog.filter((c) => c.kind === 'monster' && (c as { monsterKind?: string }).monsterKind !== 'normal' && !(String(c.id) in cards)).map((c) => c.id);
  return {
    about,
    noEffect,
    cards,
  };
}
