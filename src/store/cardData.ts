// Browser only: the card facts and the card documents are data files (precached by the
// service worker), not JS. main.tsx awaits the facts before anything renders (the deck builder
// needs them); the documents load per set file when a duel needs them (docLoader.ts). Node
// has both built in already.
import poolUrl from 'virtual:playable-pool';
import docSetsUrl from 'virtual:doc-sets';
import type { CardDef } from '../engine';
import { CARD_POOL, registerCards } from '../cards/pool';
import { CARD_DOCS, docsOf, registerDocs, setDocCompiler } from '../cards/docs';
import { createDocLoader, DocsLoadError, setOf } from './docLoader';


async function fetchJson(url: string, what: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
  return res.json();
}

let loading: Promise<void> | null = null;

/** The playable cards' facts (made at build time from the catalog and the documents): names and stats, no effects. */
export function loadCardData(): Promise<void> {
  loading ??= (async () => {
    const [cards] = await Promise.all([fetchJson(poolUrl, 'card data'), setList()]);
    registerCards(cards as CardDef[]);
  })();
  // A failed load may be tried again (e.g. once the network is back).
  loading.catch(() => (loading = null));
  return loading;
}

/** set -> the address of its file of documents: a list fetched once (a data file made at build time). */
const urls = new Map<string, string>();
// Node (tests, tools) has every document built in and needs no list; the browser has none built in.
const needsList = CARD_DOCS.length === 0;
let listing: Promise<void> | null = null;
let listed = !needsList;
function setList(): Promise<void> {
  if (!needsList) return Promise.resolve();
  listing ??= fetchJson(docSetsUrl, 'card document list').then((sets) => {
    for (const [set, url] of Object.entries(sets as Record<string, string>)) urls.set(set, url);
    listed = true;
  });
  listing.catch(() => (listing = null));
  return listing;
}

// Node (tests, tools) and anything that bundled documents: those sets are there already.
const docs = createDocLoader({
  urls,
  // The compiler (every word's run code) is a chunk of its own, loaded with the first set file.
  fetchJson: async (url) => {
    const [docs] = await Promise.all([fetchJson(url, 'card documents'), import('../engine/docs').then((m) => setDocCompiler(m.compileCard))]);
    return docs;
  },
  register: registerDocs,
  loaded: new Set(CARD_DOCS.map((d) => setOf((d as { id: number }).id))),
});

/** Fetches the document set files of these cards that are not loaded yet (a DocsLoadError if one fails). */
export const ensureDocs = (ids: Iterable<number>): Promise<void> => {
  const list = [...ids];
  return listed ? docs.ensure(list) : setList().then(() => docs.ensure(list), (e: unknown) => Promise.reject(new DocsLoadError([], String(e))));
};
/** Every set file: for the deck builder's search in card text. */
export const ensureAllDocs = (): Promise<void> => (listed ? docs.ensureAll() : setList().then(() => docs.ensureAll()));
/** True when these cards' documents are loaded (or they have none): a duel of them may start now. */
export const docsReady = (ids: Iterable<number>): boolean => listed && docs.ready(ids);
/** Called whenever a set file has arrived (card text on screen may now be shown). */
export const onDocs = (listener: () => void): (() => void) => docs.subscribe(listener);
export { DocsLoadError };

/**
 * Runs `start` once these cards' documents are loaded: at once (synchronously) when they are
 * there already, so Node and a second duel of the same decks behave as before.
 */
export function withDocs(ids: Iterable<number>, start: () => void, failed: (e: DocsLoadError) => void): void {
  const list = [...ids];
  if (docsReady(list)) {
    start();
    return;
  }
  ensureDocs(list).then(start, (e: unknown) => failed(e instanceof DocsLoadError ? e : new DocsLoadError([], String(e))));
}

/** Every card the pool knows now: what the AI and solver workers are sent when they start. */
export function allCards(): CardDef[] {
  return [...CARD_POOL.values()];
}

/** The documents of these cards (those that have one): what a worker needs for one duel. */
export function docsFor(ids: Iterable<number>): unknown[] {
  return docsOf(ids);
}
