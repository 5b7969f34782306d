import { useSyncExternalStore } from 'react';

// The player's "reduce motion" setting, live. Our own small hook: framer-motion's pulls its
// animation engine into the initial JS.
const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

const reducedNow = (): boolean => window.matchMedia(QUERY).matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedNow, () => false);
}
