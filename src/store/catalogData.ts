// Browser only: the catalog of every Rush card (facts, no effects) is a data file fetched when
// the deck builder opens or a saved deck names a card the pool does not have, never part of
// the first screen's JS (src/cli/web/budget.ts). Precached by the service worker like pool.json.
import catalogUrl from '../cards/data/catalog.json?url';
import { useSyncExternalStore } from 'react';
import { catalogSize, onCatalog, registerCatalog, type CatalogCard } from '../cards/pool';

let loading: Promise<void> | null = null;

/** Fetches and registers the catalog once; a failed load may be tried again. */
export function loadCatalog(): Promise<void> {
  loading ??= (async () => {
    const res = await fetch(catalogUrl);
    if (!res.ok) throw new Error(`card catalog: HTTP ${res.status}`);
    registerCatalog((await res.json()) as CatalogCard[]);
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/** The number of catalog cards registered so far (0 until it has arrived): re-renders when it does. */
export function useCatalogSize(): number {
  return useSyncExternalStore(onCatalog, catalogSize);
}
