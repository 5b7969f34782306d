import { useSyncExternalStore } from 'react';
import { useApp } from '../store/appStore';

// Reduced motion, live: the system's "reduce motion" preference or the app's own setting.
// Our own small hook: framer-motion's pulls its animation engine into the initial JS. One
// MediaQueryList for the page: React reads the snapshot on every render (every card, every drag frame).
let query: MediaQueryList | null = null;
const mq = (): MediaQueryList => (query ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

function subscribe(onChange: () => void): () => void {
  mq().addEventListener('change', onChange);
  return () => mq().removeEventListener('change', onChange);
}

const reducedNow = (): boolean => mq().matches;

export function useReducedMotion(): boolean {
  const system = useSyncExternalStore(subscribe, reducedNow, () => false);
  const chosen = useApp((s) => s.settings.reducedMotion);
  return system || chosen;
}
