// Each screen has its own address (#/decks, #/replays, #/trainer, #/sandbox, #/duel, #/end),
// so the browser's Back goes to the previous screen instead of leaving the app, and a reload of
// the deck builder stays there. Link addresses (#scenario=, #deck=, #replay=) keep their meaning.
import { useApp, type Screen } from './appStore';
import { useTrainerView, type TrainerView } from './trainerView';

const LINK = /^#(scenario|deck|replay)=/;

export function routeFor(screen: Screen, trainer: TrainerView): string {
  if (trainer === 'sandbox') return '#/sandbox';
  if (trainer) return '#/trainer';
  return screen === 'start' ? '' : `#/${screen}`;
}

/** Shows the screen an address names (a Back or Forward, or the first load). */
function showRoute(hash: string, first: boolean): void {
  const app = useApp.getState();
  const trainer = useTrainerView.getState();
  const route = hash.replace(/^#\/?/, '');
  if (route === 'decks' || route === 'replays') {
    trainer.show(null);
    app.open(route);
  } else if (route === 'trainer') trainer.show('list');
  else if (route === 'sandbox') trainer.show('sandbox');
  else if (route === 'duel' || route === 'end') {
    // A reload lands here: the duel in progress is resumed by boot() from the start screen.
    if (first || !app.duel) return;
    trainer.show(null);
    useApp.setState({ screen: route === 'end' && app.duel.getState().finished ? 'end' : 'duel' });
  } else if (!LINK.test(hash)) {
    // At startup an address without a screen is the screen startup chose (a #scenario= link
    // has already opened its duel and removed itself from the address).
    if (first) return;
    trainer.show(null);
    if (app.screen === 'duel' || app.screen === 'end') app.back();
    else if (app.screen !== 'start') useApp.setState({ screen: 'start' });
  }
}

let installed = false;

/** Keeps the address and the screen in step, both ways. Called once at startup. */
export function installRouting(): void {
  if (installed) return;
  installed = true;
  let applying = false;
  showRoute(window.location.hash, true);
  // The screen startup chose gets its address without a new history entry.
  const first = routeFor(useApp.getState().screen, useTrainerView.getState().view);
  if (first !== '' && window.location.hash === '') window.history.replaceState(null, '', first);
  const sync = (): void => {
    if (applying) return;
    const want = routeFor(useApp.getState().screen, useTrainerView.getState().view);
    const hash = window.location.hash;
    if (want === hash || (want === '' && (hash === '' || hash === '#/'))) return;
    // A followed link (#deck=..., #scenario=...) is replaced by the screen it opened.
    if (want === '' && LINK.test(hash)) return;
    const url = want === '' ? window.location.pathname + window.location.search : want;
    if (LINK.test(hash)) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  useApp.subscribe((s, prev) => {
    if (s.screen !== prev.screen) sync();
  });
  useTrainerView.subscribe((s, prev) => {
    if (s.view !== prev.view) sync();
  });
  window.addEventListener('popstate', () => {
    applying = true;
    try {
      showRoute(window.location.hash, false);
    } finally {
      applying = false;
    }
  });
}
