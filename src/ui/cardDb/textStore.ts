// Where the player's card texts live: an IndexedDB database of its own (card id → name and
// text, and what file they came from), apart from the app's data and the card images. Loaded
// on demand (userTexts.ts). Nothing here leaves the browser.
import { databaseOpener, finish, readEntries, request, setStoredFlag } from '../localDb';
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

const WHAT = 'the card text store';
const open = databaseOpener(DB, [TEXTS, ABOUT], WHAT);
const flag = (on: boolean): void => setStoredFlag(USER_TEXTS_FLAG, on);

function setUserTexts(next: Map<number, UserText>): void {
  userTexts.texts = next;
  for (const f of userTexts.listeners) f();
}

const isText = (v: unknown): v is readonly [string, string] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string';

/** Every stored card text by card id. */
export async function readAll(): Promise<Map<number, UserText>> {
  const store = (await open()).transaction(TEXTS, 'readonly').objectStore(TEXTS);
  const [keys, values] = await readEntries(store, WHAT);
  const out = new Map<number, UserText>();
  keys.forEach((k, i) => {
    const v: unknown = values[i];
    if (typeof k === 'number' && isText(v)) out.set(k, { name: v[0], desc: v[1] });
  });
  return out;
}

/** What is stored, or null when nothing is. */
export async function storedAbout(): Promise<StoredAbout | null> {
  const v: unknown = await request((await open()).transaction(ABOUT, 'readonly').objectStore(ABOUT).get('file'), WHAT);
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
