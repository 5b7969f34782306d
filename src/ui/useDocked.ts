import { useSyncExternalStore } from 'react';

/**
 * Wide screens with room to spare beside the field (a laptop, 1280x720 and up, at 3:2 or wider)
 * keep the card text and the log docked in a side column. Everything narrower (tablets, phones)
 * gives the field the whole screen and opens those two as panels (docs/web.md).
 */
export const DOCKED_QUERY = '(min-width: 1200px) and (min-aspect-ratio: 3/2)';

let query: MediaQueryList | null = null;
const mq = (): MediaQueryList => (query ??= window.matchMedia(DOCKED_QUERY));

function subscribe(onChange: () => void): () => void {
  mq().addEventListener('change', onChange);
  return () => mq().removeEventListener('change', onChange);
}

export function useDocked(): boolean {
  return useSyncExternalStore(subscribe, () => mq().matches, () => false);
}
