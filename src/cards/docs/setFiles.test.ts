import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_DOCS } from './builtinDocs';

// The browser fetches a card's document from the file of its set, the id's first six digits
// (src/store/docLoader.ts): a document in another set's file would never load for its duel.
const DIR = 'src/cards/docs';
const files = readdirSync(DIR).filter((f) => /^\d{6}\.json$/.test(f));

describe('card-document set files (issue 13)', () => {
  it('every document is in the file of its own set', () => {
    const misplaced = files.flatMap((f) =>
      (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { id: number }[]).filter((d) => !String(d.id).startsWith(f.slice(0, 6))).map((d) => `${d.id} in ${f}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('Node has every set file built in (builtinDocs.ts imports each one)', () => {
    const ids = files.flatMap((f) => (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { id: number }[]).map((d) => d.id));
    expect((BUILTIN_DOCS as { id: number }[]).map((d) => d.id).sort()).toEqual(ids.sort());
  });
});
