// Parts of the first screens that are not needed for their first paint, loaded on demand (bundle
// budget, docs/web.md): the card pictures (a card shows its plain art box until they are in)
// and the settings panel. preloadLazyParts fetches them right after the first paint, so they
// are usually there before they are needed; the service worker precaches them for offline use.
import { lazy, Suspense, type ComponentProps } from 'react';

const loadEmblem = () => import('./card/Emblem');
const loadSettings = () => import('./SettingsPanel');
// The match code (its store, flow and records) stays out of the first screen: a paused match
// is known only after storage answers anyway.
const loadPausedMatch = () => import('./match/PausedMatch');

const LazyEmblem = lazy(() => loadEmblem().then((m) => ({ default: m.Emblem })));
const LazySettingsPanel = lazy(() => loadSettings().then((m) => ({ default: m.SettingsPanel })));
const LazyPausedMatch = lazy(() => loadPausedMatch().then((m) => ({ default: m.PausedMatch })));

/** The match the player left, to resume or abandon (match/PausedMatch.tsx); nothing while it loads. */
export function PausedMatch() {
  return (
    <Suspense fallback={null}>
      <LazyPausedMatch />
    </Suspense>
  );
}

/** The generated card picture (card/Emblem.tsx); an empty picture box while it loads. */
export function Emblem(props: ComponentProps<typeof LazyEmblem>) {
  return (
    <Suspense fallback={<svg className="card__emblem" aria-hidden="true" focusable="false" />}>
      <LazyEmblem {...props} />
    </Suspense>
  );
}

/** The settings (SettingsPanel.tsx); a line saying so while it loads. */
export function SettingsPanel(props: ComponentProps<typeof LazySettingsPanel>) {
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <LazySettingsPanel {...props} />
    </Suspense>
  );
}

/** Starts loading the parts above (after the first paint: main.tsx). */
export function preloadLazyParts(): void {
  for (const load of [loadEmblem, loadSettings]) load().catch((e: unknown) => console.warn('Not preloaded:', e));
}
