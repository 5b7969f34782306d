// The one IndexedDB database of the app. DB_VERSION counts the migrations below; the
// browser runs every step from the stored version up to DB_VERSION in one upgrade.
export const DB_NAME = 'rush-duel';

export const STORES = { decks: 'decks', meta: 'meta', replays: 'replays' } as const;
/** Keys in the meta store. */
export const META = {
  settings: 'settings', duel: 'duel', draft: 'draft',
  /** The combo trainer's progress and imported puzzles (once in localStorage). */
  puzzleProgress: 'puzzleProgress', puzzleImports: 'puzzleImports',
  /** The puzzle being played (src/puzzles/session.ts), resumed after a reload. */
  puzzleSession: 'puzzleSession',
} as const;

type Step = (db: IDBDatabase, tx: IDBTransaction) => void;

/** MIGRATIONS[i] upgrades a database at version i to version i + 1. Never edit a shipped step. */
export const MIGRATIONS: readonly Step[] = [
  // 1: saved decks by id; settings and the duel in progress as single records; replays.
  (db) => {
    db.createObjectStore(STORES.decks, { keyPath: 'id' });
    db.createObjectStore(STORES.meta);
    db.createObjectStore(STORES.replays, { keyPath: 'id' });
  },
  // 2: replays by the time they finished, so the oldest beyond the last 50 go first.
  (_db, tx) => {
    tx.objectStore(STORES.replays).createIndex('finished', 'finished');
  },
];

export const DB_VERSION = MIGRATIONS.length;

/** Opens (creating or upgrading) the database; rejects with the browser's reason. */
export function openDb(factory: IDBFactory, name = DB_NAME, version = DB_VERSION): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = factory.open(name, version);
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    req.onupgradeneeded = (ev) => {
      const tx = req.transaction;
      if (!tx) return;
      for (let v = ev.oldVersion; v < version; v++) MIGRATIONS[v]?.(req.result, tx);
    };
    req.onsuccess = () => {
      // A newer version of the app opening in another tab must not wait for this one: let go;
      // later writes here then fail and fall back to memory (reported once).
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('the database could not be opened'));
    req.onblocked = () => reject(new Error('the database is open in another tab with an older version of the app'));
  });
}
