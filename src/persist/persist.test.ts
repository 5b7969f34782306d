import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { newDuel, serialize } from '../engine';
import { PRESET_DECKS } from '../cards/presets';
import { readSettings } from '../store/settings';
import type { SavedDeck } from '../decks/types';
import { memoryBackend, type Backend } from './backend';
import { readDuelRecord, readReplay, type DuelRecord, type ReplayRecord } from './records';
import { DB_NAME, DB_VERSION, MIGRATIONS, openDb, STORES } from './schema';
import { KEEP_REPLAYS, openPersistence, Persistence } from './storage';
import { builtinRuleset } from '../cards/ruleset';

const deck = (id: string, name = id): SavedDeck => ({ id, name, main: [160202002, 160202001], extra: [], side: [], updated: 1 });
const preset = PRESET_DECKS[0] as (typeof PRESET_DECKS)[number];

function replay(i: number): ReplayRecord {
  const d = { main: [...preset.main], extra: [...preset.extra] };
  return { id: `r${i}`, finished: 1000 + i, engine: '0.1.0', seed: i, decks: [d, d], names: ['A', 'B'], actions: [], concededBy: null, winner: null, turns: 1 };
}

function duelRecord(): DuelRecord {
  const d = { main: [...preset.main], extra: [...preset.extra] };
  const r = newDuel({ ruleset: builtinRuleset(), decks: [d, d], seed: 5 });
  if (!r.ok) throw new Error(r.error);
  return {
    savedAt: 1,
    setup: { kind: 'preset', myDeck: preset.key, aiDeck: preset.key, level: 'easy', seed: 5 },
    state: serialize(r.state),
    log: [{ id: 1, text: 'Turn 1', seat: null, tone: 'turn' }],
    actions: [],
    stats: { damageTaken: [0, 0], summons: [0, 0], destroyed: [0, 0], attacks: [0, 0] },
  };
}

async function rawPut(factory: IDBFactory, store: string, value: unknown, key?: string): Promise<void> {
  const db = await openDb(factory);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite');
    tx.objectStore(store).put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('put failed'));
  });
  db.close();
}

describe('IndexedDB persistence', () => {
  it('keeps decks, settings and the duel in progress across a reopen', async () => {
    const factory = new IDBFactory();
    const reports: string[] = [];
    const a = await openPersistence(factory, (m) => reports.push(m));
    expect(a.kind).toBe('indexeddb');
    await a.putDeck(deck('d1', 'Mine'));
    await a.putSettings({ speed: 'fast', language: 'ja' });
    await a.putDuel(duelRecord());
    const b = await openPersistence(factory, (m) => reports.push(m));
    const loaded = await b.loadAll();
    expect(loaded.decks).toEqual([deck('d1', 'Mine')]);
    expect(readSettings(loaded.settings).settings).toMatchObject({ speed: 'fast', language: 'ja', sound: false });
    expect(loaded.duel).toEqual(duelRecord());
    expect(loaded.problems).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('migrates a version 1 database and keeps its data; replays are pruned to the last 50', async () => {
    const factory = new IDBFactory();
    const v1 = await openDb(factory, DB_NAME, 1);
    expect(v1.objectStoreNames.contains(STORES.replays)).toBe(true);
    await new Promise<void>((resolve) => {
      const tx = v1.transaction([STORES.decks, STORES.replays], 'readwrite');
      tx.objectStore(STORES.decks).put(deck('old'));
      for (let i = 0; i < 3; i++) tx.objectStore(STORES.replays).put(replay(i));
      tx.oncomplete = () => resolve();
    });
    v1.close();
    expect(DB_VERSION).toBe(MIGRATIONS.length);
    const p = await openPersistence(factory, () => undefined);
    expect((await p.loadAll()).decks.map((d) => d.id)).toEqual(['old']);
    for (let i = 3; i < KEEP_REPLAYS + 5; i++) await p.putReplay(replay(i));
    const { replays } = await p.replays();
    expect(replays).toHaveLength(KEEP_REPLAYS);
    expect(replays[0]?.id).toBe(`r${KEEP_REPLAYS + 4}`);
    expect(replays.map((r) => r.id)).not.toContain('r4');
  });

  it('reports corrupt records and keeps what can be kept', async () => {
    const factory = new IDBFactory();
    await rawPut(factory, STORES.decks, deck('good'));
    await rawPut(factory, STORES.decks, { id: 'broken', name: 'Broken', main: 'not a list' });
    await rawPut(factory, STORES.decks, { id: 'partly', name: 'Partly', main: [160202002, 42, 43], extra: [] });
    await rawPut(factory, STORES.meta, { setup: 'nonsense' }, 'duel');
    await rawPut(factory, STORES.meta, { speed: 'warp', sound: true }, 'settings');
    await rawPut(factory, STORES.replays, { id: 'bad-replay' });
    const p = await openPersistence(factory, () => undefined);
    const loaded = await p.loadAll();
    expect(loaded.decks.map((d) => d.id).sort()).toEqual(['good', 'partly']);
    expect(loaded.decks.find((d) => d.id === 'partly')?.main).toEqual([160202002]);
    expect(loaded.problems).toEqual([
      'The saved deck "Broken" is damaged (its card lists are not lists of ids); it was skipped.',
      '2 unknown cards removed from "Partly".',
    ]);
    // The damaged duel is named and left stored until the player chooses to discard it.
    expect(loaded.damagedDuel).toBe('The saved duel in progress is damaged (its setup.kind)');
    expect((await p.loadAll()).damagedDuel).not.toBeNull();
    expect(loaded.duel).toBeNull();
    expect(readSettings(loaded.settings)).toEqual({ settings: expect.objectContaining({ speed: 'normal', sound: true }), bad: ['speed'] });
    expect(await p.replays()).toEqual({ replays: [], skipped: 1 });
  });

  it('falls back to memory, reported once, when there is no IndexedDB or it is from a newer version', async () => {
    const reports: string[] = [];
    const none = await openPersistence(undefined, (m) => reports.push(m));
    expect(none.kind).toBe('memory');
    await none.putDeck(deck('x'));
    expect((await none.loadAll()).decks).toHaveLength(1);
    const factory = new IDBFactory();
    (await openDb(factory, DB_NAME, DB_VERSION + 1)).close();
    const newer = await openPersistence(factory, (m) => reports.push(m));
    expect(newer.kind).toBe('memory');
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatch(/^Saved data could not be opened \(VersionError/);
  });

  it('a failing write (quota) is reported once and the app carries on in memory', async () => {
    const reports: string[] = [];
    const real = memoryBackend();
    const full: Backend = { ...real, kind: 'indexeddb', put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
    const p = new Persistence(full, (m) => reports.push(m));
    await p.putDeck(deck('a'));
    await p.putDeck(deck('b'));
    expect(p.kind).toBe('memory');
    expect(reports).toEqual(['Saving stopped working (QuotaExceededError: The quota has been exceeded.). Everything still works, but nothing more is saved after you close this tab.']);
    expect((await p.loadAll()).decks.map((d) => d.id).sort()).toEqual(['a', 'b']);
  });
});

describe('issue 12: no saved data lost without a word', () => {
  it('after a failed write the in-memory fallback keeps what was read and what is still stored', async () => {
    const real = memoryBackend();
    for (let i = 0; i < 3; i++) await real.put(STORES.replays, replay(i));
    await real.put(STORES.decks, deck('kept'));
    let fail = false;
    const flaky: Backend = { ...real, kind: 'indexeddb', put: (s, v, k) => (fail ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : real.put(s, v, k)) };
    const p = new Persistence(flaky, () => undefined);
    expect((await p.replays()).replays).toHaveLength(3);
    fail = true;
    await p.putSettings({ speed: 'fast' });
    expect(p.kind).toBe('memory');
    expect((await p.replays()).replays.map((r) => r.id).sort()).toEqual(['r0', 'r1', 'r2']);
    expect((await p.loadAll()).decks.map((d) => d.id)).toEqual(['kept']);
    expect((await p.loadAll()).settings).toEqual({ speed: 'fast' });
  });

  it('a saved duel is checked field by field: a bad setup.level or setup.kind is refused, named', () => {
    const good = duelRecord();
    expect(readDuelRecord(good).ok).toBe(true);
    const bad = (patch: (r: Record<string, unknown>) => void): string => {
      const r = structuredClone(good) as unknown as Record<string, unknown>;
      patch(r);
      const out = readDuelRecord(r);
      return out.ok ? 'accepted' : out.why;
    };
    expect(bad((r) => ((r.setup as Record<string, unknown>).level = 'godlike'))).toMatch(/setup\.level/);
    expect(bad((r) => ((r.setup as Record<string, unknown>).kind = 'tournament'))).toMatch(/setup\.kind/);
    expect(bad((r) => ((r.setup as Record<string, unknown>).seed = -5))).toMatch(/setup\.seed/);
    expect(bad((r) => (r.stats = { damageTaken: [0, 0] }))).toMatch(/stats/);
    expect(bad((r) => (r.log = [{ id: 1, text: 'x', seat: 7, tone: 'turn' }]))).toMatch(/log/);
    expect(bad((r) => (r.actions = Array.from({ length: 10_001 }, () => ({ type: 'endTurn' }))))).toMatch(/actions/);
  });

  it('replays with seed 2^53 or -5, a winner that is not a seat, or oversized decks are refused', () => {
    expect(readReplay(replay(1)).ok).toBe(true);
    const bad = (patch: Partial<Record<string, unknown>>): string => {
      const out = readReplay({ ...replay(1), ...patch });
      return out.ok ? 'accepted' : out.why;
    };
    expect(bad({ seed: 2 ** 53 })).toMatch(/seed/);
    expect(bad({ seed: -5 })).toMatch(/seed/);
    expect(bad({ winner: 7 })).toMatch(/winner/);
    expect(bad({ winner: 'toString' })).toMatch(/winner/);
    expect(bad({ decks: [{ main: Array(201).fill(160202002), extra: [] }, { main: [], extra: [] }] })).toMatch(/decks/);
  });
});

describe('settings from stored data', () => {
  it('keeps the fields of the old localStorage settings and fills in the new ones', () => {
    expect(readSettings({ speed: 'fast', autoPass: true })).toEqual({
      settings: { speed: 'fast', autoPass: true, reducedMotion: false, sound: false, language: 'en', cardNames: 'en', aiLevel: 'normal' },
      bad: [],
    });
    expect(readSettings('garbage').bad).toEqual(['all']);
  });
});

describe('the unsaved deck', () => {
  it('is kept and given back; a damaged one is reported and dropped', async () => {
    const factory = new IDBFactory();
    const p = await openPersistence(factory, () => undefined);
    await p.putDraft({ deck: deck('draft', 'Half done') });
    expect((await p.loadAll()).draft).toEqual({ deck: deck('draft', 'Half done') });
    await p.clearDraft();
    expect((await p.loadAll()).draft).toBeNull();
    await rawPut(factory, STORES.meta, { deck: { id: 'draft', main: 7 } }, 'draft');
    const loaded = await (await openPersistence(factory, () => undefined)).loadAll();
    expect(loaded.draft).toBeNull();
    expect(loaded.problems).toEqual(['The unsaved deck from last time is damaged and was dropped.']);
  });
});
