import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useEffect } from 'react';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useApp } from '../store/appStore';
import { AskDialog } from './AskDialog';
import { DuelScreen } from './DuelScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { StartScreen } from './StartScreen';
import { useTrainerView } from '../store/trainerView';
import { useSettingsEffects } from './useSettingsEffects';
import { loadEnglishRest } from '../i18n';

// The duel screen is part of the first screen's JS (vite.config.ts bundles them as one chunk).
// Screens past it, and the animation features, load on demand (bundle budget, docs/web.md),
// with the English strings they need (loadEnglishRest); the service worker precaches them all
// for offline use.
const withEnglish = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, loadEnglishRest()]).then(([mod]) => mod);
const EndScreen = lazy(() => withEnglish(import('./EndScreen')).then((mod) => ({ default: mod.EndScreen })));
const TrainerScreen = lazy(() => withEnglish(import('./trainer/TrainerScreen')).then((mod) => ({ default: mod.TrainerScreen })));
const DeckBuilder = lazy(() => withEnglish(import('./decks/DeckBuilder')).then((mod) => ({ default: mod.DeckBuilder })));
const Replays = lazy(() => withEnglish(import('./replays/Replays')).then((mod) => ({ default: mod.Replays })));
const MatchScreen = lazy(() => withEnglish(import('./match/MatchScreen')).then((mod) => ({ default: mod.MatchScreen })));
const MatchBar = lazy(() => withEnglish(import('./match/MatchBar')).then((mod) => ({ default: mod.MatchBar })));
const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/** Out of a screen that failed to draw (not a duel: nothing to keep or discard), to the start screen. */
function leaveScreen(): void {
  useTrainerView.getState().show(null);
  useApp.setState({ screen: 'start' });
}

export function App() {
  const screen = useApp((s) => s.screen);
  const duel = useApp((s) => s.duel);
  const duelId = useApp((s) => s.duelId);
  const startFromHash = useApp((s) => s.startFromHash);
  const back = useApp((s) => s.back);
  const backKeepingSaved = useApp((s) => s.backKeepingSaved);
  const language = useApp((s) => s.settings.language);
  const trainer = useTrainerView((s) => s.view);
  const reducedMotion = useSettingsEffects();
  const onDuel = !trainer && (screen === 'duel' || screen === 'end') && duel !== null;

  useEffect(() => {
    // The first address is read before the first render (main.tsx); later changes here.
    const onHash = (): void => {
      const hash = window.location.hash;
      // A followed link picks the screen, even over an open trainer or sandbox.
      if (/^#(scenario|deck|replay)=/.test(hash)) useTrainerView.getState().show(null);
      startFromHash(hash);
      if (/^#(deck|replay)=/.test(hash)) void withEnglish(import('./links')).then((mod) => mod.openLink(hash));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [startFromHash]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion={reducedMotion ? 'always' : 'user'}>
        <div className="app">
          <AskDialog />
          <ErrorBoundary onBack={onDuel ? backKeepingSaved : leaveScreen} onDiscard={back} lang={language} duel={onDuel}>
            <Suspense fallback={<p className="loading">Loading…</p>}>
              {trainer ? (
                <TrainerScreen />
              ) : screen === 'duel' && duel ? (
                <>
                  <DuelScreen key={duelId} store={duel} />
                  <MatchBar />
                </>
              ) : screen === 'end' && duel ? (
                <EndScreen store={duel} />
              ) : screen === 'decks' ? (
                <DeckBuilder />
              ) : screen === 'match' ? (
                <MatchScreen />
              ) : screen === 'replays' ? (
                <Replays />
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
