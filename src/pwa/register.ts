// Registers the service worker built by vite-plugin-pwa (generateSW, registerType 'prompt').
// A new version installs in the background and waits; the player is asked (UpdatePrompt)
// and only then does it take over and the page reload, never in the middle of a duel or puzzle.
import { whenNotPlaying } from './playing';
import { usePwa } from './pwaStore';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // workbox-window loads after the app is up: it is not part of the initial JS.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener('waiting', () => usePwa.getState().setWaiting(() => wb.messageSkipWaiting()));
  wb.addEventListener('controlling', (e) => {
    // Another tab may have accepted the update: this one finishes its duel or puzzle first.
    if (e.isUpdate) whenNotPlaying(() => window.location.reload());
  });
  await wb.register();
}
