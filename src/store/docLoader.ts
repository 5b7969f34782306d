// Card documents load per set file (src/cards/docs/<set>.json, the id's first six digits), on
// demand: a duel's two decks before it starts, a card's set when its text is shown. Pure of
// the browser: the caller hands in the files' addresses, a fetch and where documents go, so
// the unit test drives it with a fake network (docLoader.test.ts).

/** A set file could not be fetched: an i18n key for the message, the sets that failed. */
export class DocsLoadError extends Error {
  readonly key = 'load.docsFailed';
  constructor(
    readonly sets: string[],
    cause: string,
  ) {
    super(`card documents of set ${sets.join(', ')}: ${cause}`);
  }
}

export interface DocLoaderOptions {
  /** The address of each set file, by set ("160001"). */
  urls: ReadonlyMap<string, string>;
  /** Fetches and parses one file; throws when it cannot. */
  fetchJson(url: string): Promise<unknown>;
  /** Adds the documents of one set file (registerDocs: a card already known keeps its own). */
  register(docs: readonly unknown[]): void;
  /** Sets whose documents are there already (Node has every set built in). */
  loaded?: Iterable<string>;
}

export interface DocLoader {
  /** Fetches the set files of these cards not loaded yet, once each, however many ask at once. */
  ensure(ids: Iterable<number>): Promise<void>;
  /** Every set file (the deck builder's text search reads every card's text). */
  ensureAll(): Promise<void>;
  /** True when nothing needs fetching for these cards: their documents are there or they have none. */
  ready(ids: Iterable<number>): boolean;
  /** Called after each set file `ensure` registers, and once after `ensureAll`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The set a card id belongs to: its first six digits. */
export const setOf = (id: number): string => String(id).slice(0, 6);

export function createDocLoader(o: DocLoaderOptions): DocLoader {
  const loaded = new Set(o.loaded ?? []);
  const inFlight = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();

  /** The sets of these cards that have a file and are not loaded. */
  const missing = (ids: Iterable<number>): string[] => {
    const out = new Set<string>();
    for (const id of ids) {
      if (!(id > 0)) continue; // inline test cards and hidden cards have no document
      const set = setOf(id);
      if (!loaded.has(set) && o.urls.has(set)) out.add(set);
    }
    return [...out];
  };

  const tell = (): void => {
    for (const l of [...listeners]) l();
  };

  // `quiet`: register without telling; the caller tells once for the whole batch (each telling
  // makes every card text on screen, and the ruleset they read, be made again: 106 set files one
  // by one made the deck builder's first text search take seconds).
  const loadSet = (set: string, quiet: boolean): Promise<void> => {
    let p = inFlight.get(set);
    if (p) return p;
    const url = o.urls.get(set) ?? '';
    p = o.fetchJson(url).then(
      (docs) => {
        if (!Array.isArray(docs)) throw new DocsLoadError([set], 'not a list of documents');
        o.register(docs);
        loaded.add(set);
        inFlight.delete(set);
        if (!quiet) tell();
      },
      (e: unknown) => {
        // Nothing of this set was registered: a later call fetches it again.
        inFlight.delete(set);
        throw e instanceof DocsLoadError ? e : new DocsLoadError([set], e instanceof Error ? e.message : String(e));
      },
    );
    inFlight.set(set, p);
    return p;
  };

  const loadSets = async (sets: string[], quiet = false): Promise<void> => {
    const results = await Promise.allSettled(sets.map((s) => loadSet(s, quiet)));
    if (quiet && results.some((r) => r.status === 'fulfilled')) tell();
    const failed = sets.filter((_, i) => results[i]?.status === 'rejected');
    if (failed.length === 0) return;
    const first = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    throw new DocsLoadError(failed, first?.reason instanceof Error ? first.reason.message : String(first?.reason));
  };

  return {
    ensure: (ids) => loadSets(missing(ids)),
    ensureAll: () => loadSets([...o.urls.keys()].filter((s) => !loaded.has(s)), true),
    ready: (ids) => missing(ids).length === 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
