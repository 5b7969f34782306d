// Card documents: effects as data (src/engine/effects/doc), one JSON file per set (the id's
// first six digits), each a list of documents sorted by id. Adding a card with an effect is
// adding its document to its set's file (and the file to builtinDocs.ts when the set is new;
// the browser finds set files by themselves).
// The compiler comes with the documents: Node's builtinDocs.ts bundles both; in the browser the
// duel screen's JS carries neither (the documents are data fetched per duel, and the compiler, with
// every word's run code, is a chunk loaded beside the first set file: src/store/cardData.ts).
import type { CardDoc } from '../../engine/docs';
import type { CardScript } from '../../engine/play';
import { BUILTIN_COMPILE, BUILTIN_DOCS } from '#builtin-docs';

type Compile = (doc: CardDoc) => CardScript;
let compileCard: Compile | undefined = BUILTIN_COMPILE;

/** Gives the compiler the documents that arrive later need (the browser's lazy chunk, a worker's import). */
export function setDocCompiler(compile: Compile): void {
  compileCard = compile;
}

/** Every card document known now, as read from the set files (checked by docProblems in the tests). */
export const CARD_DOCS: unknown[] = [...BUILTIN_DOCS];

// The shipped documents are validated by the tests (docs.test.ts), so the app does not carry
// the validator; a document from anywhere else must pass cardDocProblem before compileCard.
const compiled = new Map<number, CardScript>();
const raw = new Map<number, unknown>();
const compile = (d: CardDoc): CardScript => {
  if (!compileCard) throw new Error('card documents arrived before their compiler (setDocCompiler)');
  return compileCard(d);
};
for (const d of CARD_DOCS as CardDoc[]) {
  compiled.set(d.id, compile(d));
  raw.set(d.id, d);
}

/**
 * Adds documents that arrived as data (the browser's set files, the AI worker's copy). A card
 * already known keeps its document; the count of known documents goes into the ruleset's cache.
 */
export function registerDocs(docs: readonly unknown[]): void {
  for (const d of docs as CardDoc[]) {
    if (compiled.has(d.id)) continue;
    compiled.set(d.id, compile(d));
    raw.set(d.id, d);
    CARD_DOCS.push(d);
  }
}

/** The documents known for these cards (cards with none are skipped), as data for a worker. */
export function docsOf(ids: Iterable<number>): unknown[] {
  const out: unknown[] = [];
  for (const id of new Set(ids)) {
    const d = raw.get(id);
    if (d !== undefined) out.push(d);
  }
  return out;
}

/** The compiled effects of a card's document, by id. */
export const docScript = (id: number): CardScript | undefined => compiled.get(id);

/** Every compiled document known now. */
export const docScripts = (): CardScript[] => [...compiled.values()];

/** How many documents are known (grows as set files arrive). */
export const docCount = (): number => compiled.size;
