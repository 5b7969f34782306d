// Browser only: the card facts are a data file (precached by the service worker), not JS.
// main.tsx awaits this before anything creates a duel; Node has them built in already.
import poolUrl from '../cards/data/pool.json?url';
import type { CardDef } from '../engine';
import { CARD_POOL, registerCards } from '../cards/pool';

let loading: Promise<void> | null = null;

export function loadCardData(): Promise<void> {
  loading ??= (async () => {
    const res = await fetch(poolUrl);
    if (!res.ok) throw new Error(`card data: HTTP ${res.status}`);
    registerCards((await res.json()) as CardDef[]);
  })();
  // A failed load may be tried again (e.g. once the network is back).
  loading.catch(() => (loading = null));
  return loading;
}

/** Every card the pool knows now: what the AI worker is sent when it starts. */
export function allCards(): CardDef[] {
  return [...CARD_POOL.values()];
}
