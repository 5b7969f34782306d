// Reads the card texts of an EDOPro card database (cards-rush.cdb, an SQLite file with the
// tables `datas` and `texts`) with sql.js. Runs in the card database worker (cdb.worker.ts)
// and in the tests; the SQLite code is passed in, so this module loads none of it itself.
import type { SqlJsStatic } from 'sql.js';

/** One card's name and text as the player's file has them. */
export type CdbRow = readonly [id: number, name: string, desc: string];

export type CdbProblem = 'notSqlite' | 'notCdb' | 'empty';

export type CdbRead = { ok: true; rows: CdbRow[] } | { ok: false; problem: CdbProblem; why?: string };

/** Every SQLite file starts with these 16 bytes ("SQLite format 3" and a zero byte). */
const MAGIC = 'SQLite format 3\0';

/** Whether `head` (the file's first bytes) can be an SQLite database: checked before SQLite is loaded. */
export function looksLikeSqlite(head: Uint8Array): boolean {
  if (head.length < 100) return false;
  for (let i = 0; i < MAGIC.length; i++) if (head[i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The rows of `texts` with a card id, a name or a text. Nothing of the file is changed or kept by SQLite. */
export function readCdb(SQL: SqlJsStatic, bytes: Uint8Array): CdbRead {
  if (!looksLikeSqlite(bytes)) return { ok: false, problem: 'notSqlite' };
  let db: InstanceType<SqlJsStatic['Database']> | null = null;
  try {
    db = new SQL.Database(bytes);
    const tables = new Set<string>();
    for (const r of db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]?.values ?? []) tables.add(text(r[0]).toLowerCase());
    if (!tables.has('texts') || !tables.has('datas')) return { ok: false, problem: 'notCdb' };
    const rows: CdbRow[] = [];
    const st = db.prepare('SELECT id, name, "desc" FROM texts ORDER BY id');
    try {
      while (st.step()) {
        const [id, name, desc] = st.get();
        if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) continue;
        const n = text(name).trim();
        const d = text(desc).trim();
        if (n || d) rows.push([id, n, d]);
      }
    } finally {
      st.free();
    }
    return rows.length > 0 ? { ok: true, rows } : { ok: false, problem: 'empty' };
  } catch (e) {
    // A damaged file: SQLite says "file is not a database", "database disk image is malformed", …
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, problem: /no such (table|column)/i.test(why) ? 'notCdb' : 'notSqlite', why };
  } finally {
    db?.close();
  }
}
