// The card vocabulary's figures and docs: `npm run -s cards:vocab` prints how many words there
// are and which ones one shipped document uses alone or none does (`--json` for one JSON line);
// `npm run -s cards:vocab-docs` rewrites docs/cards.md's vocabulary tables from the registry
// (src/engine/effects/doc/vocabulary/), which vocabulary.test.ts holds it to.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_DOCS } from '#builtin-docs';
import { allWords, withVocabularyTables, wordUsage } from '../../engine/docSchema';

const args = process.argv.slice(2);
if (args.includes('--write-docs')) {
  const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'cards.md');
  const before = readFileSync(file, 'utf8');
  const after = withVocabularyTables(before);
  if (after !== before) writeFileSync(file, after);
  console.log(after === before ? 'docs/cards.md is up to date' : 'docs/cards.md: vocabulary tables rewritten');
} else {
  const words = allWords();
  const usage = wordUsage(BUILTIN_DOCS, words);
  const byOne = [...usage].filter(([, ids]) => ids.length === 1).map(([w, ids]) => `${w} (${ids[0]})`);
  const byNone = [...usage].filter(([, ids]) => ids.length === 0).map(([w]) => w);
  if (args.includes('--json')) console.log(JSON.stringify({ words: words.length, documents: BUILTIN_DOCS.length, usedByOne: byOne, usedByNone: byNone }));
  else {
    const lines = [`${words.length} words, ${BUILTIN_DOCS.length} documents`, `used by exactly one document (${byOne.length}): ${byOne.join(', ')}`, `used by no document (${byNone.length}): ${byNone.join(', ')}`];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
