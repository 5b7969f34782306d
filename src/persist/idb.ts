// Promise wrappers over one IndexedDB request or transaction.

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('a storage transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('a storage transaction was aborted'));
  });
}

export function result<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('a storage request failed'));
  });
}
