// The card database worker: loads sql.js and its wasm (an asset of the app, fetched only when a
// player imports a card database), reads the file's card texts and answers once. Started
// and ended by importCdb.ts for each import, so the SQLite memory goes with it.
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { readCdb, type CdbRead } from './readCdb';

export type CdbAnswer = CdbRead | { ok: false; problem: 'failed'; why: string };

self.onmessage = async (e: MessageEvent<ArrayBuffer>) => {
  let answer: CdbAnswer;
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    answer = readCdb(SQL, new Uint8Array(e.data));
  } catch (err) {
    answer = { ok: false, problem: 'failed', why: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(answer);
};
