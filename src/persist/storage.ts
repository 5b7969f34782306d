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
  /** The deck being edited when the app was last closed, unsaved. */
  draft: Draft | null;
  problems: string[];
}

/** An unsaved deck: `deck.id` is the saved deck it edits, or DRAFT_ID for a new one. */
export interface Draft {
  deck: SavedDeck;
}
export const DRAFT_ID = 'draft';

export class Persistence {
  private reported = false;

  constructor(
    private backend: Backend,
    private readonly report: (message: string) => void,
  ) {}

  get kind(): Backend['kind'] {
    return this.backend.kind;
  }

  /** Runs an operation; on failure switches to memory once, says so, and runs it there. */
  private async run<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    try {
      return await op(this.backend);
    } catch (e) {
      if (this.backend.kind === 'memory') throw e;
      this.backend = memoryBackend();
      this.fail(`Saving stopped working (${reason(e)}). Everything still works, but nothing more is saved after you close this tab.`);
      return op(this.backend);
    }
  }

  fail(message: string): void {
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
    if (!duel.ok && rawDuel !== undefined) {
      problems.push(`${cap(duel.why)} and could not be resumed.`);
      await this.run((b) => b.del(STORES.meta, META.duel));
    }
    const rawDraft = await this.run((b) => b.get(STORES.meta, META.draft));
    const draft = rawDraft === undefined ? null : readDeck((rawDraft as { deck?: unknown } | null)?.deck);
    if (draft && !draft.ok) problems.push('The unsaved deck from last time is damaged and was dropped.');
    return { decks, settings, duel: duel.ok ? duel.value : null, draft: draft?.ok ? { deck: draft.value } : null, problems };
  }

  putDeck = (d: SavedDeck): Promise<void> => this.run((b) => b.put(STORES.decks, d));
  deleteDeck = (id: string): Promise<void> => this.run((b) => b.del(STORES.decks, id));
  putSettings = (s: object): Promise<void> => this.run((b) => b.put(STORES.meta, s, META.settings));
  putDuel = (d: DuelRecord): Promise<void> => this.run((b) => b.put(STORES.meta, d, META.duel));
  clearDuel = (): Promise<void> => this.run((b) => b.del(STORES.meta, META.duel));
  putDraft = (d: Draft): Promise<void> => this.run((b) => b.put(STORES.meta, d, META.draft));
  clearDraft = (): Promise<void> => this.run((b) => b.del(STORES.meta, META.draft));

  /** Other single records of the meta store (formats, the match in progress, finished matches); the caller checks what it reads. */
  getMeta = (key: string): Promise<unknown> => this.run((b) => b.get(STORES.meta, key));
  putMeta = (key: string, value: unknown): Promise<void> => this.run((b) => b.put(STORES.meta, value, key));
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

/** IndexedDB if the browser lets us open it, else memory (reported once). */
export async function openPersistence(factory: IDBFactory | undefined, report: (message: string) => void): Promise<Persistence> {
  if (!factory) {
    const p = new Persistence(memoryBackend(), report);
    p.fail('This browser offers no storage here (IndexedDB is missing). Everything works, but nothing is saved after you close this tab.');
    return p;
  }
  try {
    return new Persistence(idbBackend(await openDb(factory)), report);
  } catch (e) {
    const p = new Persistence(memoryBackend(), report);
    p.fail(`Saved data could not be opened (${reason(e)}). Everything works, but nothing is saved after you close this tab.`);
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
