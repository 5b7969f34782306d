// A small IndexedDB database of the player's own things (card pictures, card texts), opened
// once per tab and closed when another tab upgrades it. The promise wrappers every store of
// this kind needs, in one place. Nothing here leaves the browser.

/** Opens (and on first use creates) a database with these object stores; `what` names it in errors. */
export function databaseOpener(name: string, stores: readonly string[], what: string): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => {
        for (const s of stores) req.result.createObjectStore(s);
      };
      req.onsuccess = () => {
        req.result.onversionchange = () => {
          req.result.close();
          opening = null;
        };
        resolve(req.result);
      };
      req.onerror = () => reject(req.error ?? new Error(`${what} could not be opened`));
      req.onblocked = () => reject(new Error(`${what} is open in another tab`));
    });
    opening.catch(() => (opening = null));
    return opening;
  };
}

/** Resolves when the transaction has been written, rejects when it failed or was aborted. */
export function finish(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('a storage transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('a storage transaction was aborted (is the disk full?)'));
  });
}

/** The result of one request; `what` names the store in the error. */
export function request<T>(r: IDBRequest<T>, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error(`${what} could not be read`));
  });
}

/** Keys and values of a whole object store, in the same order. */
export async function readEntries(store: IDBObjectStore, what: string): Promise<[IDBValidKey[], unknown[]]> {
  return Promise.all([request(store.getAllKeys(), what), request(store.getAll(), what)]);
}

/**
 * A localStorage mark saying something is stored, so a new tab knows to look without opening
 * the database; storage refused (private mode) is no error: the things show once asked for.
 */
export function setStoredFlag(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // See above.
  }
}
