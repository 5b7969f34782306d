// Where the player's card texts live: an IndexedDB database of its own (card id → name and
// text, and what file they came from), apart from the app's data and the card images. Loaded
// on demand (userTexts.ts). Nothing here leaves the browser.
import { USER_TEXTS_FLAG, userTexts, type UserText } from './userTexts';

const DB = 'rush-duel-card-texts';
const TEXTS = 'texts';
const ABOUT = 'about';

/** What is stored: the file's name, how many card texts, when. */
export interface StoredAbout {
  file: string;
  count: number;
  at: number;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(TEXTS);
      req.result.createObjectStore(ABOUT);
    };
    req.onsuccess = () => {
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('the card text store could not be opened'));
    req.onblocked = () => reject(new Error('the card text store is open in another tab'));
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

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((res, rej) => {
    r.onsuccess = () => res(r.result);
    r.onerror = () => rej(r.error ?? new Error('the card text store could not be read'));
  });
}

function flag(on: boolean): void {
  try {
    if (on) localStorage.setItem(USER_TEXTS_FLAG, '1');
    else localStorage.removeItem(USER_TEXTS_FLAG);
  } catch {
    // The texts are stored all the same; they show once this tab asks for them.
  }
}

function setUserTexts(next: Map<number, UserText>): void {
  userTexts.texts = next;
  for (const f of userTexts.listeners) f();
}

const isText = (v: unknown): v is readonly [string, string] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string';

/** Every stored card text by card id. */
export async function readAll(): Promise<Map<number, UserText>> {
  const store = (await open()).transaction(TEXTS, 'readonly').objectStore(TEXTS);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  const out = new Map<number, UserText>();
  keys.forEach((k, i) => {
    const v: unknown = values[i];
    if (typeof k === 'number' && isText(v)) out.set(k, { name: v[0], desc: v[1] });
  });
  return out;
}

/** What is stored, or null when nothing is. */
export async function storedAbout(): Promise<StoredAbout | null> {
  const v: unknown = await request((await open()).transaction(ABOUT, 'readonly').objectStore(ABOUT).get('file'));
  if (!v || typeof v !== 'object') return null;
  const a = v as Partial<StoredAbout>;
  return typeof a.file === 'string' && typeof a.count === 'number' && typeof a.at === 'number' ? { file: a.file, count: a.count, at: a.at } : null;
}

/** Shows what is stored in every card text; the number of texts. */
export async function showStored(): Promise<number> {
  const all = await readAll();
  userTexts.asked = true;
  setUserTexts(all);
  flag(all.size > 0);
  return all.size;
}

/** Replaces the stored texts with these in one transaction: all of them are stored, or none (the old ones stay). */
export async function replaceAll(texts: ReadonlyMap<number, UserText>, file: string): Promise<number> {
  const db = await open();
  const tx = db.transaction([TEXTS, ABOUT], 'readwrite');
  const store = tx.objectStore(TEXTS);
  store.clear();
  for (const [id, t] of texts) store.put([t.name, t.desc], id);
  tx.objectStore(ABOUT).put({ file, count: texts.size, at: Date.now() } satisfies StoredAbout, 'file');
  await finish(tx);
  return showStored();
}

/** Forgets every stored card text. */
export async function removeAll(): Promise<void> {
  const db = await open();
  const tx = db.transaction([TEXTS, ABOUT], 'readwrite');
  tx.objectStore(TEXTS).clear();
  tx.objectStore(ABOUT).clear();
  await finish(tx);
  setUserTexts(new Map());
  flag(false);
}
