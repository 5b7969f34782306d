import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect } from 'react';
import { useApp } from '../store/appStore';
import { DuelScreen } from './DuelScreen';
import { EndScreen } from './EndScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { StartScreen } from './StartScreen';
import { useTrainer } from '../store/trainerStore';
import { TrainerScreen } from './trainer/TrainerScreen';

export function App() {
  const screen = useApp((s) => s.screen);
  const duel = useApp((s) => s.duel);
  const duelId = useApp((s) => s.duelId);
  const startFromHash = useApp((s) => s.startFromHash);
  const back = useApp((s) => s.back);
  const trainer = useTrainer((s) => s.view);

  useEffect(() => {
    // The first address is read before the first render (main.tsx); later changes here.
    const onHash = (): void => startFromHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [startFromHash]);

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div className="app">
          <ErrorBoundary onBack={back}>
            {trainer ? (
              <TrainerScreen />
            ) : screen === 'duel' && duel ? (
              <DuelScreen key={duelId} store={duel} />
            ) : screen === 'end' && duel ? (
              <EndScreen store={duel} />
            ) : (
              <StartScreen />
            )}
          </ErrorBoundary>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
