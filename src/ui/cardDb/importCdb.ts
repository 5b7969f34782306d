// "Use my card database": reads an EDOPro card database (cards-rush.cdb) in a worker, keeps
// the name and text of the cards of this app's catalog (a reprint's row counts for its first
// printing) and stores them in one go, replacing what was stored. Whatever goes wrong, what
// was stored before stays as it was. Loaded on demand, with the SQLite code in its own worker.
import { firstPrinting } from '../../formats/aliases';
import { looksLikeSqlite, type CdbProblem, type CdbRow } from './readCdb';
import type { CdbAnswer } from './cdb.worker';
import { replaceAll } from './textStore';
import type { UserText } from './userTexts';

/** The largest file read: EDOPro's cards-rush.cdb is a few MB. */
export const MAX_CDB = 64 * 1024 * 1024;

export type CdbImport =
  | { ok: true; kept: number; skipped: number; stored: number }
  | { ok: false; problem: CdbProblem | 'tooLarge' | 'noCards' | 'failed' | 'storage'; why?: string };

/** Rows of cards `known` to the catalog, by first printing; the first printing's own row wins over a reprint's. */
export function keepKnown(rows: readonly CdbRow[], known: (id: number) => boolean): { texts: Map<number, UserText>; skipped: number } {
  const texts = new Map<number, UserText>();
  const own = new Set<number>();
  let skipped = 0;
  for (const [id, name, desc] of rows) {
    const card = firstPrinting(id);
    if (!known(card)) {
      skipped++;
      continue;
    }
    if (own.has(card) || (texts.has(card) && card !== id)) continue;
    texts.set(card, { name, desc });
    if (card === id) own.add(card);
  }
  return { texts, skipped };
}

/** Reads the file's card texts in a worker of its own, ended after the answer. */
export type ReadInWorker = (bytes: ArrayBuffer) => Promise<CdbAnswer>;

const readInWorker: ReadInWorker = (bytes) =>
  new Promise((resolve) => {
    const w = new Worker(new URL('./cdb.worker.ts', import.meta.url), { type: 'module', name: 'rush-duel-card-db' });
    const done = (a: CdbAnswer): void => {
      w.terminate();
      resolve(a);
    };
    w.onmessage = (e: MessageEvent<CdbAnswer>) => done(e.data);
    w.onerror = (e) => {
      e.preventDefault();
      done({ ok: false, problem: 'failed', why: e.message || 'the SQLite reader could not start' });
    };
    w.postMessage(bytes, [bytes]);
  });

/** Imports `file`: its texts of the cards `known` replace the stored ones, or nothing changes. */
export async function importCdb(file: Blob, known: (id: number) => boolean, read: ReadInWorker = readInWorker): Promise<CdbImport> {
  if (file.size > MAX_CDB) return { ok: false, problem: 'tooLarge' };
  // Not SQLite at all: said before the SQLite code is fetched.
  if (!looksLikeSqlite(new Uint8Array(await file.slice(0, 100).arrayBuffer()))) return { ok: false, problem: 'notSqlite' };
  const answer = await read(await file.arrayBuffer());
  if (!answer.ok) return answer;
  const { texts, skipped } = keepKnown(answer.rows, known);
  if (texts.size === 0) return { ok: false, problem: 'noCards' };
  try {
    const stored = await replaceAll(texts, file instanceof File ? file.name : '');
    return { ok: true, kept: texts.size, skipped, stored };
  } catch (e) {
    return { ok: false, problem: 'storage', why: e instanceof Error ? e.message : String(e) };
  }
}
