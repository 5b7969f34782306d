import { readFileSync } from 'node:fs';
import { cardDocText } from './i18n/cardText/index';
import { cardDocProblem } from './engine/effects/doc/validate';
for (const id of process.argv.slice(2).map(Number)) {
  const docs = JSON.parse(readFileSync(`src/cards/docs/${String(id).slice(0, 6)}.json`, 'utf8'));
  const doc = docs.find((d: { id: number }) => d.id === id);
  console.log(id, cardDocProblem(doc));
  for (const lang of ['en', 'ja', 'zh'] as const) console.log(`[${lang}]`, cardDocText(doc, lang, (c) => `#${c}`));
}
