import type { Page } from '@playwright/test';

type Op = { op: 'get'; store: string; key: string } | { op: 'put'; store: string; records: Record<string, unknown> | readonly unknown[] };

type MetaKey = 'settings' | 'duel' | 'draft' | 'puzzleImports' | 'puzzleProgress' | 'match' | 'matches' | 'formats';

/**
 * Reads or writes the app's IndexedDB once the app has made it (the store exists).
 * Opening the database before the app does would create an empty version 1 the app then has
 * to upgrade, and a transaction on a store not made yet throws: on a loaded machine the start
 * screen can show before the app's upgrade ran, so this waits for it (and rejects on an error
 * instead of hanging until the test's timeout).
 */
async function withDb(page: Page, op: Op): Promise<unknown> {
  return page.evaluate(async (o) => {
    for (let tries = 0; tries < 200; tries++) {
      const known = (await indexedDB.databases()).some((d) => d.name === 'rush-duel');
      if (known) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('rush-duel');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        });
        if (db.objectStoreNames.contains(o.store)) {
          try {
            return await new Promise<unknown>((resolve, reject) => {
              if (o.op === 'get') {
                const get = db.transaction(o.store).objectStore(o.store).get(o.key);
                get.onsuccess = () => resolve(get.result ?? null);
                get.onerror = () => reject(get.error);
                return;
              }
              const tx = db.transaction(o.store, 'readwrite');
              const os = tx.objectStore(o.store);
              if (Array.isArray(o.records)) for (const v of o.records) os.put(v);
              else for (const [k, v] of Object.entries(o.records)) os.put(v, k);
              tx.oncomplete = () => resolve(undefined);
              tx.onerror = () => reject(tx.error);
            });
          } finally {
            db.close();
          }
        }
        db.close();
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the app's database has no store "${o.store}" after 10 s`);
  }, op);
}

/** A record of the app's IndexedDB meta store, read in the page (saving is asynchronous). */
export function stored(page: Page, key: MetaKey): Promise<unknown> {
  return withDb(page, { op: 'get', store: 'meta', key });
}

/** Writes records (key -> value, or values with their own keys) into one of the app's stores, as a crash or an old version might have left them. */
export async function plant(page: Page, store: 'meta' | 'decks', records: Record<string, unknown> | readonly unknown[]): Promise<void> {
  await withDb(page, { op: 'put', store, records });
}

/** Changes one record of the meta store in place. */
export async function editStored(page: Page, key: MetaKey, edit: (rec: Record<string, unknown>) => void): Promise<void> {
  const rec = (await stored(page, key)) as Record<string, unknown> | null;
  if (!rec) throw new Error(`no stored "${key}" to edit`);
  edit(rec);
  await plant(page, 'meta', { [key]: rec });
}
