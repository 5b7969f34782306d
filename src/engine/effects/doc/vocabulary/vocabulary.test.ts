// The vocabulary registry against the schemas, the shipped documents and docs/cards.md: a word
// the schemas accept has a docs row, every example validates, and the docs' tables are the
// registry's (run `npm run cards:vocab-docs` when this fails on a stale docs/cards.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../../../cards/docs';
import { allWords, exampleText, VOCABULARY, withVocabularyTables } from '.';
import { wordsUsed, wordUsage } from './usage';

describe('the vocabulary registry', () => {
  it('documents every word its schemas accept, and no other', () => {
    for (const entry of VOCABULARY) {
      const documented = new Set(entry.rows.flatMap((r) => r.words));
      expect([...entry.words].filter((w) => !documented.has(w)), entry.kind).toEqual([]);
      expect([...documented].filter((w) => !entry.words.includes(w)), entry.kind).toEqual([]);
    }
    expect(new Set(allWords()).size).toBe(allWords().length);
  });

  it('every example is valid for its kind', () => {
    for (const entry of VOCABULARY) {
      for (const row of entry.rows) expect(v.safeParse(entry.example, row.example).success, `${entry.kind}: ${exampleText(row.example)}`).toBe(true);
    }
  });

  it('docs/cards.md holds the tables the registry generates', () => {
    const docs = readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'docs', 'cards.md'), 'utf8');
    expect(withVocabularyTables(docs) === docs, 'docs/cards.md is stale: run npm run cards:vocab-docs').toBe(true);
  });

  it('every word a shipped document uses is a registry word, and usage counts documents', () => {
    const words = new Set(allWords());
    for (const doc of CARD_DOCS) for (const w of wordsUsed(doc)) expect(words.has(w), `${(doc as { id: number }).id} uses ${w}`).toBe(true);
    const draw = { id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'draw', count: 1 }, { do: 'damage', player: 'opponent', amount: { times: 100, countOf: 'self' } }] }] };
    expect([...wordsUsed(draw)].sort()).toEqual(['effect:spell', 'ref:self', 'step:damage', 'step:draw', 'value:countOf']);
    const usage = wordUsage([draw, { ...draw, id: 2 }], ['step:draw', 'step:mill']);
    expect(usage.get('step:draw')).toEqual([1, 2]);
    expect(usage.get('step:mill')).toEqual([]);
  });
});
