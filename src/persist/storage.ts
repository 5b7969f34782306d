// The app's storage: saved decks, settings, the duel in progress and the last 50 replays.
// Reads are checked record by record (a damaged one is reported and skipped, the rest
// kept). When IndexedDB is missing or a write fails (quota, private mode), the problem is
// reported once and everything carries on in memory for the rest of the visit.
import type { SavedDeck } from '../decks/types';
import { memoryBackend, idbBackend, type Backend, type StoreName } from './backend';
import { readDeck, readDuelRecord, readReplay, type DuelRecord, type ReplayRecord } from './records';
import { META, openDb, STORES } from './schema';

export const KEEP_REPLAYS = 50;

export interface Loaded {
  decks: SavedDeck[];
  /** The stored settings as they are; readSettings checks them. */
  settings: unknown;
  duel: DuelRecord | null;
  /** Why the stored duel in progress cannot be resumed (it is left stored until the player discards it). */
  damagedDuel: string | null;
  /** The deck being edited when the app was last closed, unsaved. */
  draft: Draft | null;
  problems: string[];
}

/** An unsaved deck: `deck.id` is the saved deck it edits, or DRAFT_ID for a new one. */
export interface Draft {
  deck: SavedDeck;
}
export const DRAFT_ID = 'draft';

/** Whether a write reached storage that outlives the tab, or why not (a write never fails outright: see run). */
export type Kept = { kept: true } | { kept: false; why: string };

export class Persistence {
  private reported = false;
  /** Why writes stopped reaching the database, once they have (in memory from then on). */
  private lost: string | null = null;
  /** A copy of everything read or written so far: the fallback starts from it, not empty. */
  private readonly mirror = memoryBackend();

  constructor(
    private backend: Backend,
    private readonly report: (message: string) => void,
  ) {}

  get kind(): Backend['kind'] {
    return this.backend.kind;
  }

  /** Runs an operation; on failure switches to memory once, says so, and runs it there. */
  private async run<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    if (this.backend.kind === 'memory') return op(this.backend);
    const failed = this.backend;
    try {
      // What is read or written is copied to the mirror, so it holds what the database gave us.
      return await op(recording(failed, this.mirror));
    } catch (e) {
      this.backend = this.mirror;
      this.lost = reason(e);
      // A full disk still reads: take over what is stored and was not read yet (best effort).
      await copyInto(failed, this.mirror).catch(() => undefined);
      this.fail(`Saving stopped working (${reason(e)}). Everything still works, but nothing more is saved after you close this tab.`);
      return op(this.backend);
    }
  }

  /** A record of the meta store (see META), unchecked. */
  getMeta = (key: string): Promise<unknown> => this.run((b) => b.get(STORES.meta, key));
  putMeta = (key: string, value: unknown): Promise<void> => this.run((b) => b.put(STORES.meta, value, key));

  /**
   * putMeta, telling whether the record was really kept: after a failed write (or without a
   * database) it is only in memory, and a message saying "saved" would be untrue.
   */
  async putMetaKept(key: string, value: unknown): Promise<Kept> {
    await this.putMeta(key, value);
    return this.backend.kind === 'indexeddb' ? { kept: true } : { kept: false, why: this.lost ?? 'no storage' };
  }

  fail(message: string, why?: string): void {
    this.lost ??= why ?? null;
    if (this.reported) return;
    this.reported = true;
    this.report(message);
  }

  async loadAll(): Promise<Loaded> {
    const problems: string[] = [];
    const decks: SavedDeck[] = [];
    const rawDecks = await this.run((b) => b.all(STORES.decks));
    for (const raw of rawDecks) {
      const r = readDeck(raw);
      if (r.ok) decks.push(r.value);
      else problems.push(`${cap(r.why)}; it was skipped.`);
      if (r.ok && r.note) problems.push(`${cap(r.note)}.`);
    }
    decks.sort((a, b) => b.updated - a.updated);
    const settings = await this.run((b) => b.get(STORES.meta, META.settings));
    const rawDuel = await this.run((b) => b.get(STORES.meta, META.duel));
    const duel = readDuelRecord(rawDuel);
    // Not deleted here: the player is asked whether to discard it (boot.ts).
    const damagedDuel = !duel.ok && rawDuel !== undefined ? cap(duel.why) : null;
    const rawDraft = await this.run((b) => b.get(STORES.meta, META.draft));
    const draft = rawDraft === undefined ? null : readDeck((rawDraft as { deck?: unknown } | null)?.deck);
    if (draft && !draft.ok) problems.push('The unsaved deck from last time is damaged and was dropped.');
    return { decks, settings, duel: duel.ok ? duel.value : null, damagedDuel, draft: draft?.ok ? { deck: draft.value } : null, problems };
  }

  putDeck = (d: SavedDeck): Promise<void> => this.run((b) => b.put(STORES.decks, d));
  deleteDeck = (id: string): Promise<void> => this.run((b) => b.del(STORES.decks, id));
  putSettings = (s: object): Promise<void> => this.run((b) => b.put(STORES.meta, s, META.settings));
  putDuel = (d: DuelRecord): Promise<void> => this.run((b) => b.put(STORES.meta, d, META.duel));
  clearDuel = (): Promise<void> => this.run((b) => b.del(STORES.meta, META.duel));
  putDraft = (d: Draft): Promise<void> => this.run((b) => b.put(STORES.meta, d, META.draft));
  clearDraft = (): Promise<void> => this.run((b) => b.del(STORES.meta, META.draft));

  /** Other single records of the meta store (formats, the match in progress, finished matches); the caller checks what it reads. */
  delMeta = (key: string): Promise<void> => this.run((b) => b.del(STORES.meta, key));

  async putReplay(r: ReplayRecord): Promise<void> {
    await this.run(async (b) => {
      await b.put(STORES.replays, r);
      await b.pruneReplays(KEEP_REPLAYS);
    });
  }

  deleteReplay = (id: string): Promise<void> => this.run((b) => b.del(STORES.replays, id));

  /** Newest first; damaged replays are counted in `skipped`, not shown. */
  async replays(): Promise<{ replays: ReplayRecord[]; skipped: number }> {
    const raw = await this.run((b) => b.all(STORES.replays as StoreName));
    const replays: ReplayRecord[] = [];
    let skipped = 0;
    for (const r of raw.map(readReplay)) {
      if (r.ok) replays.push(r.value);
      else skipped++;
    }
    return { replays: replays.sort((a, b) => b.finished - a.finished), skipped };
  }
}

/** `b`, copying every record it reads or writes into `mirror` (errors pass through). */
function recording(b: Backend, mirror: Backend): Backend {
  const keyOf = (v: unknown): string | undefined => {
    const id = (v as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : undefined;
  };
  return {
    kind: b.kind,
    async all(store) {
      const out = await b.all(store);
      if (store !== STORES.meta) for (const v of out) if (keyOf(v) !== undefined) await mirror.put(store, v);
      return out;
    },
    async get(store, key) {
      const v = await b.get(store, key);
      if (v === undefined) await mirror.del(store, key);
      else await mirror.put(store, v, store === STORES.meta ? key : undefined);
      return v;
    },
    async put(store, value, key) {
      await b.put(store, value, key);
      await mirror.put(store, value, key);
    },
    async del(store, key) {
      await b.del(store, key);
      await mirror.del(store, key);
    },
    async pruneReplays(keep) {
      await b.pruneReplays(keep);
      await mirror.pruneReplays(keep);
    },
  };
}

/** Copies what `from` holds into `to`, where `to` has nothing under that key yet. */
async function copyInto(from: Backend, to: Backend): Promise<void> {
  for (const store of [STORES.decks, STORES.replays] as const) {
    const have = new Set((await to.all(store)).map((v) => (v as { id?: unknown }).id));
    for (const v of await from.all(store)) if (!have.has((v as { id?: unknown }).id)) await to.put(store, v);
  }
  for (const key of Object.values(META)) {
    if ((await to.get(STORES.meta, key)) !== undefined) continue;
    const v = await from.get(STORES.meta, key);
    if (v !== undefined) await to.put(STORES.meta, v, key);
  }
}

/** IndexedDB if the browser lets us open it, else memory (reported once). */
export async function openPersistence(factory: IDBFactory | undefined, report: (message: string) => void): Promise<Persistence> {
  if (!factory) {
    const p = new Persistence(memoryBackend(), report);
    p.fail('This browser offers no storage here (IndexedDB is missing). Everything works, but nothing is saved after you close this tab.', 'IndexedDB is missing');
    return p;
  }
  try {
    return new Persistence(idbBackend(await openDb(factory)), report);
  } catch (e) {
    const p = new Persistence(memoryBackend(), report);
    p.fail(`Saved data could not be opened (${reason(e)}). Everything works, but nothing is saved after you close this tab.`, reason(e));
    return p;
  }
}

function reason(e: unknown): string {
  if (e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException)) return e.name && e.name !== 'Error' ? `${e.name}: ${e.message}` : e.message;
  return String(e);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
