// The words of the card-document language that exist today, in one place: what the shipped
// documents and pool facts use, and every word the needs map names that the validator accepts
// (probe.ts). A registry of words, once there is one, replaces the body of existingWords().
import { BUILTIN_DOCS } from '#builtin-docs';
import { BUILTIN_CARDS } from '../builtinCards';
import { docWords, factWords } from './docWords';
import { mapWordNames } from './predict';
import { wordExists } from './probe';

let cache: Set<string> | undefined;

/** The names of the words that exist now (see docWords.ts for how words are named). */
export function existingWords(): Set<string> {
  if (cache) return new Set(cache);
  const out = new Set<string>();
  for (const d of BUILTIN_DOCS) for (const w of docWords(d)) out.add(w);
  for (const c of BUILTIN_CARDS) for (const w of factWords(c)) out.add(w);
  for (const w of mapWordNames()) if (!out.has(w) && wordExists(w)) out.add(w);
  cache = out;
  return new Set(out);
}
