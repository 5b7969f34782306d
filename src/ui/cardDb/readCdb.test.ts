import 'fake-indexeddb/auto';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TEXTS, makeCdb } from '../../../e2e/cdbFixture';
import { GRID_EN, GRID_JA, GRID_ZH } from '../../i18n/deckGrid';
import { importCdb, keepKnown, type ReadInWorker } from './importCdb';
import { looksLikeSqlite, readCdb } from './readCdb';
import { readAll, removeAll, storedAbout } from './textStore';
import { userTexts } from './userTexts';

const SQL = await initSqlJs();
const CATALOG = new Set([160021026, 160001000]);
const known = (id: number): boolean => CATALOG.has(id);
/** The worker's reading, done here in Node with the same code. */
const readHere: ReadInWorker = (bytes) => Promise.resolve(readCdb(SQL, new Uint8Array(bytes)));
const fileOf = (bytes: Uint8Array, name = 'cards-rush.cdb'): File => new File([new Uint8Array(bytes)], name);

describe('reading a card database', () => {
  it('reads every row of texts, with its id, name and text', async () => {
    const r = readCdb(SQL, await makeCdb(FIXTURE_TEXTS));
    expect(r.ok && r.rows).toEqual(FIXTURE_TEXTS.map((t) => [t.id, t.name, t.desc]).sort((a, b) => Number(a[0]) - Number(b[0])));
  });

  it('refuses what is not SQLite, before and after SQLite looks at it', async () => {
    expect(looksLikeSqlite(new TextEncoder().encode('#created by ...\n#main\n160001000\n'.repeat(10)))).toBe(false);
    expect(readCdb(SQL, new Uint8Array(200))).toEqual({ ok: false, problem: 'notSqlite' });
    // The right first bytes and the rest damaged: SQLite itself refuses it.
    const bytes = await makeCdb(FIXTURE_TEXTS);
    const broken = bytes.slice(0, 512);
    broken.fill(0xee, 16, 100);
    const r = readCdb(SQL, broken);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toBe('notSqlite');
  });

  it('refuses an SQLite file without EDOPro tables, and one without any card', async () => {
    expect(readCdb(SQL, await makeCdb([], { tables: false }))).toEqual({ ok: false, problem: 'notCdb' });
    expect(readCdb(SQL, await makeCdb([]))).toEqual({ ok: false, problem: 'empty' });
  });

  it('keeps the catalog cards, a reprint counting for its first printing, whose own row wins', () => {
    const rows = FIXTURE_TEXTS.map((t) => [t.id, t.name, t.desc] as const);
    const { texts, skipped } = keepKnown(rows, known);
    expect(skipped).toBe(1);
    expect([...texts.keys()].sort()).toEqual([160001000, 160021026]);
    expect(texts.get(160021026)?.desc).toMatch(/first printing/);
    // The reprint alone stands for its first printing.
    expect(keepKnown([rows[1]!], known).texts.get(160021026)?.desc).toMatch(/reprint/);
    // The reprint first, then the first printing's own row: the own row wins.
    expect(keepKnown([rows[1]!, rows[0]!], known).texts.get(160021026)?.desc).toMatch(/first printing/);
  });
});

describe('importing a card database', () => {
  it('stores the texts in one go, replaces them on the next import, and removes them', async () => {
    const r = await importCdb(fileOf(await makeCdb(FIXTURE_TEXTS)), known, readHere);
    expect(r).toEqual({ ok: true, kept: 2, skipped: 1, stored: 2 });
    expect((await readAll()).get(160021026)).toEqual({ name: 'Dedicated Protorion', desc: FIXTURE_TEXTS[0]!.desc });
    expect(userTexts.texts.size).toBe(2);
    expect(await storedAbout()).toMatchObject({ file: 'cards-rush.cdb', count: 2 });

    const again = await importCdb(fileOf(await makeCdb([FIXTURE_TEXTS[2]!]), 'newer.cdb'), known, readHere);
    expect(again).toMatchObject({ ok: true, stored: 1 });
    expect([...(await readAll()).keys()]).toEqual([160001000]);

    await removeAll();
    expect((await readAll()).size).toBe(0);
    expect(userTexts.texts.size).toBe(0);
    expect(await storedAbout()).toBeNull();
  });

  it('changes nothing on a bad file, and never starts the reader for a file that is not SQLite', async () => {
    await importCdb(fileOf(await makeCdb(FIXTURE_TEXTS)), known, readHere);
    let started = 0;
    const counting: ReadInWorker = (b) => {
      started++;
      return readHere(b);
    };
    expect(await importCdb(fileOf(new TextEncoder().encode('not a database'.repeat(20)), 'deck.ydk'), known, counting)).toEqual({ ok: false, problem: 'notSqlite' });
    expect(started).toBe(0);
    const broken = (await makeCdb(FIXTURE_TEXTS)).slice(0, 600);
    broken.fill(0xee, 16, 100);
    expect(await importCdb(fileOf(broken), known, counting)).toMatchObject({ ok: false, problem: 'notSqlite' });
    expect(await importCdb(fileOf(await makeCdb([], { tables: false })), known, counting)).toEqual({ ok: false, problem: 'notCdb' });
    expect(await importCdb(fileOf(await makeCdb([FIXTURE_TEXTS[3]!])), known, counting)).toEqual({ ok: false, problem: 'noCards' });
    expect(started).toBe(3);
    expect((await readAll()).size).toBe(2);
    expect(await storedAbout()).toMatchObject({ file: 'cards-rush.cdb' });
  });

  it('has every message in English, Japanese and Chinese', () => {
    const keys = Object.keys(GRID_EN).filter((k) => k.startsWith('cdb.'));
    expect(keys.length).toBeGreaterThan(8);
    for (const t of [GRID_JA, GRID_ZH]) for (const k of keys) expect(t[k as keyof typeof GRID_EN]).toBeTruthy();
  });
});
