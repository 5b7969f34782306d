// Browser only: the card facts and the card documents are data files (precached by the
// service worker), not JS. main.tsx awaits this before anything creates a duel; Node has them
// built in already.
import poolUrl from '../cards/data/pool.json?url';
import type { CardDef } from '../engine';
import { CARD_POOL, registerCards } from '../cards/pool';
import { CARD_DOCS, registerDocs } from '../cards/docs';

/** One URL per set file of card documents (src/cards/docs/<set>.json), found at build time. */
const DOC_SETS = import.meta.glob<string>('../cards/docs/*.json', { query: '?url', import: 'default', eager: true });

async function fetchJson(url: string, what: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
  return res.json();
}

let loading: Promise<void> | null = null;

export function loadCardData(): Promise<void> {
  loading ??= (async () => {
    const [pool, ...sets] = await Promise.all([
      fetchJson(poolUrl, 'card data'),
      ...Object.values(DOC_SETS).map((url) => fetchJson(url, 'card documents')),
    ]);
    registerCards(pool as CardDef[]);
    // Documents after facts: a document's card must be in the pool to be part of the ruleset.
    registerDocs(sets.flatMap((s) => (Array.isArray(s) ? (s as unknown[]) : [])));
  })();
  // A failed load may be tried again (e.g. once the network is back).
  loading.catch(() => (loading = null));
  return loading;
}

/** Every card the pool knows now: what the AI worker is sent when it starts. */
export function allCards(): CardDef[] {
  return [...CARD_POOL.values()];
}

/** Every card document known now: sent to the AI worker with the facts. */
export function allDocs(): unknown[] {
  return [...CARD_DOCS];
}
