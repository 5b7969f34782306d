import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useEffect } from 'react';
import { useApp } from '../store/appStore';
import { DuelScreen } from './DuelScreen';
import { EndScreen } from './EndScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { openLink } from './links';
import { StartScreen } from './StartScreen';
import { useSettingsEffects } from './useSettingsEffects';

// Screens not needed for the first duel load on demand, to keep the initial JS small.
const DeckBuilder = lazy(() => import('./decks/DeckBuilder').then((m) => ({ default: m.DeckBuilder })));
const Replays = lazy(() => import('./replays/Replays').then((m) => ({ default: m.Replays })));

export function App() {
  const screen = useApp((s) => s.screen);
  const duel = useApp((s) => s.duel);
  const duelId = useApp((s) => s.duelId);
  const startFromHash = useApp((s) => s.startFromHash);
  const back = useApp((s) => s.back);
  const reducedMotion = useSettingsEffects();

  useEffect(() => {
    // The first address is read before the first render (main.tsx); later changes here.
    const onHash = (): void => {
      startFromHash(window.location.hash);
      openLink(window.location.hash);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [startFromHash]);

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion={reducedMotion ? 'always' : 'user'}>
        <div className="app">
          <ErrorBoundary onBack={back}>
            {screen === 'duel' && duel ? (
              <DuelScreen key={duelId} store={duel} />
            ) : screen === 'end' && duel ? (
              <EndScreen store={duel} />
            ) : screen === 'decks' ? (
              <Suspense fallback={<p className="loading">…</p>}>
                <DeckBuilder />
              </Suspense>
            ) : screen === 'replays' ? (
              <Suspense fallback={<p className="loading">…</p>}>
                <Replays />
              </Suspense>
            ) : (
              <StartScreen />
            )}
          </ErrorBoundary>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
