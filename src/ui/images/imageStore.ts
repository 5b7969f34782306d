// Where the player's card pictures live: a small IndexedDB database of its own (card id →
// image Blob), apart from the app's data so neither's migrations touch the other. Loaded
// on demand (userArt.ts). Nothing here leaves the browser.
import { databaseOpener, finish, readEntries, request, setStoredFlag } from '../localDb';
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

const WHAT = 'the image store';
const open = databaseOpener(DB, [STORE], WHAT);
const flag = (on: boolean): void => setStoredFlag(USER_ART_FLAG, on);

/** Every stored picture by card id. */
export async function readAll(): Promise<Map<number, Blob>> {
  const db = await open();
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  const [keys, values] = await readEntries(store, WHAT);
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
  return request(db.transaction(STORE, 'readonly').objectStore(STORE).count(), WHAT);
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
