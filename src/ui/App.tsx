import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useEffect } from 'react';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useApp } from '../store/appStore';
import { ErrorBoundary } from './ErrorBoundary';
import { StartScreen } from './StartScreen';
import { useTrainerView } from '../store/trainerView';

// Screens past the first one, and the animation features, load on demand (bundle budget,
// docs/web.md); the service worker precaches them all for offline use.
const DuelScreen = lazy(() => import('./DuelScreen').then((mod) => ({ default: mod.DuelScreen })));
const EndScreen = lazy(() => import('./EndScreen').then((mod) => ({ default: mod.EndScreen })));
const TrainerScreen = lazy(() => import('./trainer/TrainerScreen').then((mod) => ({ default: mod.TrainerScreen })));
const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

export function App() {
  const screen = useApp((s) => s.screen);
  const duel = useApp((s) => s.duel);
  const duelId = useApp((s) => s.duelId);
  const startFromHash = useApp((s) => s.startFromHash);
  const back = useApp((s) => s.back);
  const trainer = useTrainerView((s) => s.view);

  useEffect(() => {
    // The first address is read before the first render (main.tsx); later changes here.
    const onHash = (): void => startFromHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [startFromHash]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <div className="app">
          <ErrorBoundary onBack={back}>
            <Suspense fallback={<p className="loading">Loading…</p>}>
              {trainer ? (
                <TrainerScreen />
              ) : screen === 'duel' && duel ? (
                <DuelScreen key={duelId} store={duel} />
              ) : screen === 'end' && duel ? (
                <EndScreen store={duel} />
              ) : (
                <StartScreen />
              )}
            </Suspense>
          </ErrorBoundary>
          <UpdatePrompt />
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
