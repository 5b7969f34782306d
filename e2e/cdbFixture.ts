// Builds small EDOPro-like card databases (SQLite files with `datas` and `texts`) for tests,
// with sql.js in Node. The texts are made up for the tests.
import initSqlJs from 'sql.js';

export interface FixtureText {
  id: number;
  name: string;
  desc: string;
}

/** A .cdb with these cards (and `tables: false`, an SQLite file without EDOPro's tables). */
export async function makeCdb(texts: readonly FixtureText[], opts: { tables?: boolean } = {}): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  if (opts.tables === false) {
    db.run('CREATE TABLE other (id INTEGER PRIMARY KEY, note TEXT)');
  } else {
    db.run('CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER, type INTEGER, atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, category INTEGER)');
    db.run('CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, "desc" TEXT, str1 TEXT, str2 TEXT)');
    for (const t of texts) {
      db.run('INSERT INTO datas (id, ot, alias) VALUES (?, 1, 0)', [t.id]);
      db.run('INSERT INTO texts (id, name, "desc", str1, str2) VALUES (?, ?, ?, ?, ?)', [t.id, t.name, t.desc, '', '']);
    }
  }
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A not-yet-playable card of the catalog, its reprint, a playable one, and an id the catalog does not have. */
export const FIXTURE_TEXTS: readonly FixtureText[] = [
  { id: 160021026, name: 'Dedicated Protorion', desc: 'TEST TEXT of the first printing: written for this test.' },
  { id: 160021126, name: 'Dedicated Protorion', desc: 'TEST TEXT of the reprint.' },
  { id: 160001000, name: 'Blue-Eyes White Dragon', desc: 'TEST TEXT of a normal monster.' },
  { id: 99999999, name: 'No Such Card', desc: 'TEST TEXT of a card no catalog has.' },
];
