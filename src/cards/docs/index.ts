// Card documents: effects as data (src/engine/effects/doc), one JSON file per set (the id's
// first six digits), each a list of documents sorted by id. Adding a card with an effect is
// adding its document to its set's file (and the file to this list when the set is new).
import { cardDocProblem, compileCard, type CardDoc } from '../../engine/effects/doc';
import type { CardScript } from '../../engine/effects/types';
import set160003 from './160003.json';
import set160010 from './160010.json';
import set160024 from './160024.json';
import set160202 from './160202.json';
import set160203 from './160203.json';
import set160204 from './160204.json';
import set160205 from './160205.json';
import set160207 from './160207.json';
import set160301 from './160301.json';
import set160302 from './160302.json';
import set160315 from './160315.json';
import set160318 from './160318.json';
import set160411 from './160411.json';
import set160417 from './160417.json';
import set160422 from './160422.json';
import set160428 from './160428.json';

/** Every card document, as read from the set files (checked by compileDocs). */
export const CARD_DOCS: readonly unknown[] = [
  set160003,
  set160010,
  set160024,
  set160202,
  set160203,
  set160204,
  set160205,
  set160207,
  set160301,
  set160302,
  set160315,
  set160318,
  set160411,
  set160417,
  set160422,
  set160428,
].flat();

/** Validates and compiles documents; a bad one is an error naming the card and the field. */
export function compileDocs(docs: readonly unknown[]): CardScript[] {
  return docs.map((d, i) => {
    const problem = cardDocProblem(d);
    if (problem) throw new Error(`card document ${i} (${String((d as { id?: unknown } | null)?.id)}): ${problem}`);
    return compileCard(d as CardDoc);
  });
}

export const DOC_SCRIPTS: readonly CardScript[] = compileDocs(CARD_DOCS);
