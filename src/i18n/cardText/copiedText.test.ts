// The project writes its own card text: no 8-word run of an official card text may appear in the
// generated English text of any card document, nor in any file under src/ or docs/.
// testdata/official-8word-runs.bin holds no text, only the first 8 bytes of the SHA-1 of every
// run of 8 lowercase words ([a-z0-9]+, joined by single spaces) found in exactly one official Rush
// card text. catalog.json is left out: it holds card names, which other cards' texts quote. For the
// same reason a card name of 8 words or more (14 of them, such as the Wooly Wunderworld's royal
// princess's) is not a run of its own wherever it stands: a name is a fact, not a sentence.
import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../cards/docs';
import { poolCard } from '../../cards/pool';
import { CATALOG_CARDS } from '../../cards/catalogBuiltin';
import type { CardDoc } from '../../engine/docs';
import { cardDocText } from './index';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const runs = readFileSync(fileURLToPath(new URL('./testdata/official-8word-runs.bin', import.meta.url)));
const known = new Set<string>();
for (let i = 0; i + 8 <= runs.length; i += 8) known.add(runs.subarray(i, i + 8).toString('hex'));

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** The card names of 8 words or more, as their words joined by spaces, longest first. */
const LONG_NAMES = [...new Set(CATALOG_CARDS.map((c) => words(c.name).join(' ')).filter((n) => n.split(' ').length >= 8))].sort((a, b) => b.length - a.length);

/** The 8-word runs of a text that occur in an official card text (a long card name stands apart). */
function copiedRuns(text: string): string[] {
  let joined = ` ${words(text).join(' ')} `;
  for (const n of LONG_NAMES) joined = joined.split(` ${n} `).join(' | ');
  const out: string[] = [];
  for (const part of joined.split('|')) {
    const w = part.split(' ').filter((x) => x !== '');
    for (let i = 0; i + 8 <= w.length; i++) {
      const run = w.slice(i, i + 8).join(' ');
      // crypto.hash: the one-shot SHA-1, several times faster than createHash for short strings.
      if (known.has(hash('sha1', run, 'hex').slice(0, 16))) out.push(run);
    }
  }
  return out;
}

function projectFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) projectFiles(p, out);
    else if (/\.(ts|tsx|json|md)$/.test(e.name) && e.name !== 'catalog.json') out.push(p);
  }
  return out;
}

describe('no official card sentence in the project', () => {
  it('the hash list is loaded (over 10,000 runs) and a sentence of our own is not in it', () => {
    expect(known.size).toBeGreaterThan(10_000);
    expect(copiedRuns('the project writes its own words for every card it can play')).toEqual([]);
  });

  it('the generated English text of every card document shares no 8-word run with an official text', () => {
    const found: string[] = [];
    for (const d of CARD_DOCS as CardDoc[]) {
      const name = (c: number): string => poolCard(c)?.name ?? d.names?.[c]?.en ?? '';
      for (const run of copiedRuns(cardDocText(d, 'en', name))) found.push(`${d.id}: "${run}"`);
    }
    expect(found).toEqual([]);
  });

  it('no file under src/ or docs/ shares an 8-word run with an official text', () => {
    const found: string[] = [];
    for (const f of [...projectFiles(join(root, 'src')), ...projectFiles(join(root, 'docs'))]) {
      for (const run of copiedRuns(readFileSync(f, 'utf8'))) found.push(`${relative(root, f)}: "${run}"`);
    }
    expect(found).toEqual([]);
  });
});
