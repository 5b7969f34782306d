// Where the player's card pictures live: a small IndexedDB database of its own (card id →
// image Blob), apart from the app's data so neither's migrations touch the other. Loaded
// on demand (userArt.ts). Nothing here leaves the browser.
import { USER_ART_FLAG, userArt } from './userArt';

/** Replaces the shown pictures (the old URLs are let go once the faces have the new ones). */
function setUserArt(next: Map<number, string>): void {
  const old = userArt.urls;
  userArt.urls = next;
  for (const f of userArt.listeners) f();
  for (const [id, u] of old) if (next.get(id) !== u) URL.revokeObjectURL(u);
}

const DB = 'rush-duel-card-images';
const STORE = 'images';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => {
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('the image store could not be opened'));
    req.onblocked = () => reject(new Error('the image store is open in another tab'));
  });
  opening.catch(() => (opening = null));
  return opening;
}

function finish(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('a storage transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('a storage transaction was aborted (is the disk full?)'));
  });
}

function flag(on: boolean): void {
  try {
    if (on) localStorage.setItem(USER_ART_FLAG, '1');
    else localStorage.removeItem(USER_ART_FLAG);
  } catch {
    // The pictures are stored all the same; they show once this tab asks for them.
  }
}

/** Every stored picture by card id. */
export async function readAll(): Promise<Map<number, Blob>> {
  const db = await open();
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  const [keys, values] = await Promise.all([
    new Promise<IDBValidKey[]>((res, rej) => {
      const r = store.getAllKeys();
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('the image store could not be read'));
    }),
    new Promise<unknown[]>((res, rej) => {
      const r = store.getAll();
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('the image store could not be read'));
    }),
  ]);
  const out = new Map<number, Blob>();
  keys.forEach((k, i) => {
    const v = values[i];
    if (typeof k === 'number' && v instanceof Blob) out.set(k, v);
  });
  return out;
}

/** How many pictures are stored. */
export async function countStored(): Promise<number> {
  const db = await open();
  const r = db.transaction(STORE, 'readonly').objectStore(STORE).count();
  return new Promise((res, rej) => {
    r.onsuccess = () => res(r.result);
    r.onerror = () => rej(r.error ?? new Error('the image store could not be read'));
  });
}

/** Shows what is stored on every card face; the number of pictures. */
export async function showStored(): Promise<number> {
  const all = await readAll();
  const urls = new Map<number, string>();
  for (const [id, blob] of all) urls.set(id, URL.createObjectURL(blob));
  setUserArt(urls);
  flag(all.size > 0);
  return all.size;
}

/** Adds (or replaces) pictures in one transaction: all of them are stored, or none. */
export async function putAll(images: ReadonlyMap<number, Blob>): Promise<number> {
  const db = await open();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const [id, blob] of images) store.put(blob, id);
  await finish(tx);
  return showStored();
}

/** Forgets every stored picture. */
export async function removeAll(): Promise<void> {
  const db = await open();
  const tx = db.transaction(STORE, 'readwrite');
  tx.objectStore(STORE).clear();
  await finish(tx);
  setUserArt(new Map());
  flag(false);
}
