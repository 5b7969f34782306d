// The few storage operations the app needs, over IndexedDB or over plain Maps (the
// in-memory fallback when IndexedDB is missing, refused or full).
import { done, result } from './idb';
import { STORES } from './schema';

export type StoreName = (typeof STORES)[keyof typeof STORES];

export interface Backend {
  readonly kind: 'indexeddb' | 'memory';
  all(store: StoreName): Promise<unknown[]>;
  get(store: StoreName, key: string): Promise<unknown>;
  /** Stores with a key path (decks, replays) take the key from the value. */
  put(store: StoreName, value: unknown, key?: string): Promise<void>;
  del(store: StoreName, key: string): Promise<void>;
  /** Deletes the replays that finished earliest until `keep` are left. */
  pruneReplays(keep: number): Promise<void>;
}

export function idbBackend(db: IDBDatabase): Backend {
  const tx = (store: StoreName, mode: IDBTransactionMode): IDBObjectStore => db.transaction(store, mode).objectStore(store);
  return {
    kind: 'indexeddb',
    all: (store) => result(tx(store, 'readonly').getAll()),
    get: (store, key) => result(tx(store, 'readonly').get(key)),
    async put(store, value, key) {
      const os = tx(store, 'readwrite');
      os.put(value, key);
      await done(os.transaction);
    },
    async del(store, key) {
      const os = tx(store, 'readwrite');
      os.delete(key);
      await done(os.transaction);
    },
    async pruneReplays(keep) {
      const os = tx(STORES.replays, 'readwrite');
      const total = await result(os.count());
      let extra = total - keep;
      if (extra > 0) {
        const req = os.index('finished').openCursor();
        req.onsuccess = () => {
          const c = req.result;
          if (!c || extra <= 0) return;
          c.delete();
          extra--;
          c.continue();
        };
      }
      await done(os.transaction);
    },
  };
}

/** Values are cloned in and out, as IndexedDB does, so nobody shares stored objects. */
export function memoryBackend(): Backend {
  const stores = new Map<StoreName, Map<string, unknown>>();
  const of = (s: StoreName): Map<string, unknown> => {
    let m = stores.get(s);
    if (!m) stores.set(s, (m = new Map()));
    return m;
  };
  return {
    kind: 'memory',
    all: (store) => Promise.resolve([...of(store).values()].map((v) => structuredClone(v))),
    get: (store, key) => Promise.resolve(structuredClone(of(store).get(key))),
    put(store, value, key) {
      const k = key ?? String((value as { id?: unknown }).id);
      of(store).set(k, structuredClone(value));
      return Promise.resolve();
    },
    del(store, key) {
      of(store).delete(key);
      return Promise.resolve();
    },
    pruneReplays(keep) {
      const m = of(STORES.replays);
      const byAge = [...m].sort((a, b) => ((a[1] as { finished: number }).finished ?? 0) - ((b[1] as { finished: number }).finished ?? 0));
      for (const [k] of byAge.slice(0, Math.max(0, byAge.length - keep))) m.delete(k);
      return Promise.resolve();
    },
  };
}
