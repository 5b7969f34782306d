import { useSyncExternalStore } from 'react';

// The player's "reduce motion" setting, live. Our own small hook: framer-motion's pulls its
// animation engine into the initial JS. One MediaQueryList for the page: React reads the
// snapshot on every render (every card, every drag frame).
let query: MediaQueryList | null = null;
const mq = (): MediaQueryList => (query ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

function subscribe(onChange: () => void): () => void {
  mq().addEventListener('change', onChange);
  return () => mq().removeEventListener('change', onChange);
}

const reducedNow = (): boolean => mq().matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedNow, () => false);
}
