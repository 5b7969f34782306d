import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './pwa/register';
import { useApp } from './store/appStore';
import { ensureDocs, loadCardData } from './store/cardData';
import { hashCardIds } from './store/duelCards';
import { loadScenarioReader } from './store/duelSetup';
import { App } from './ui/App';
import { LoadFailed } from './ui/LoadFailed';
import { AppBoundary, dropLinkFromAddress, StartFailed } from './ui/AppBoundary';
import { preloadLazyParts } from './ui/lazyParts';
import { installRouting } from './store/route';
import { hasUserArt } from './ui/images/userArt';
import { loadEnglishRest } from './i18n';
import './ui/styles/base.css';
import './ui/styles/card.css';
import './ui/styles/board.css';
import './ui/styles/cards-ui.css';
import './ui/styles/panels.css';
import './ui/styles/side.css';
import './ui/styles/screens.css';
import './ui/styles/pwa.css';
import './ui/styles/library.css';
import './ui/styles/layout.css';
import './ui/styles/drawers.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element in index.html');
}
const root = createRoot(container);

// A scenario link opens straight on the duel screen: its reader (loaded on demand) comes
// alongside the card data.
const linkReader = /^#?scenario=/.test(window.location.hash) ? loadScenarioReader().catch(() => undefined) : undefined;

/**
 * A #deck= or #replay= link first (it picks the screen), then saved decks, settings and the
 * duel in progress (src/persist). Loaded on demand: the first screen renders meanwhile.
 */
async function restore(hash: string): Promise<void> {
  // The player's own card pictures, when this browser keeps some (src/ui/images).
  if (hasUserArt()) void import('./ui/images/imageStore').then((m) => m.showStored(), (e: unknown) => console.warn('Card images not shown:', e));
  // The English strings past the first screen too: the link, saved-data notices and the
  // screens after this one use them (src/i18n/index.ts).
  const english = loadEnglishRest();
  if (/^#(deck|replay)=/.test(hash)) (await Promise.all([import('./ui/links'), english]))[0].openLink(hash);
  const [{ boot }, { keepDraft }] = await Promise.all([import('./store/boot'), import('./ui/decks/draftSave'), english]);
  await boot(keepDraft);
}

const language = () => useApp.getState().settings.language;

/** Whatever went wrong before the first paint: said in the app, the link out of the address. */
function startFailed(e: unknown): void {
  dropLinkFromAddress();
  console.warn('The app could not start:', e);
  root.render(<StartFailed error={e} lang={language()} />);
}

/** The card documents a scenario link names; a link that cannot be read names none (starting it says why). */
function linkDocs(): Promise<unknown> {
  try {
    return ensureDocs(hashCardIds(window.location.hash)).catch(() => undefined);
  } catch (e) {
    console.warn('The scenario link was not read:', e);
    return Promise.resolve();
  }
}

// The card facts are data, not JS: no duel may start before they are in the pool. The card
// documents load per duel (its two decks); a scenario link's come now, with the facts, so its
// duel still starts before the first paint (if they fail, starting it says so).
Promise.all([loadCardData(), linkDocs(), linkReader]).then(
  () => {
    try {
      // A duel from a scenario in the address (#scenario=...) starts before the first paint.
      useApp.getState().startFromHash(window.location.hash);
      installRouting();
      restore(window.location.hash).catch((e: unknown) => console.warn('Saved data not restored:', e));
      root.render(
        <StrictMode>
          <AppBoundary lang={language}>
            <App />
          </AppBoundary>
        </StrictMode>,
      );
    } catch (e) {
      startFailed(e);
      return;
    }
    // Card pictures and the settings panel: right after this first paint.
    setTimeout(preloadLazyParts, 0);
  },
  (e: unknown) => root.render(<LoadFailed reason={e instanceof Error ? e.message : String(e)} />),
);

// Offline support and updates (docs/web.md); the dev server has no service worker.
if (import.meta.env.PROD) {
  registerServiceWorker().catch((e: unknown) => console.warn('Service worker not registered:', e));
}
