// Startup: open storage, bring back settings, saved decks and the duel in progress, then
// keep the duel being played saved. Runs once from main.tsx; the app renders meanwhile.
import { openPersistence, type Loaded, type Persistence } from '../persist/storage';
import { useApp } from './appStore';
import { queueDuelWrite, resumeFrom, setupSeed, watchDuel } from './duelSave';
import { newId, setStorage, useLibrary } from './libraryStore';
import { LEGACY_KEY, readSettings, urlSpeed } from './settings';
import { FORMATS_KEY, restoreFormats } from './formatStore';
import { MATCH_KEY, MATCHES_KEY, restoreMatches, startMatchDuel, useMatch } from './matchStore';

function legacySettings(): unknown {
  try {
    const raw = window.localStorage.getItem(LEGACY_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** `more` lets the interface take what it keeps itself (the unsaved deck) from the same read. */
export async function boot(more?: (storage: Persistence, loaded: Loaded) => void): Promise<void> {
  const { notify } = useLibrary.getState();
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  const storage = await openPersistence(factory, notify);
  setStorage(storage);
  const loaded = await storage.loadAll().catch((e: unknown) => {
    notify(`Saved data could not be read (${e instanceof Error ? e.message : String(e)}).`);
    return { decks: [], settings: undefined, duel: null, draft: null, problems: [] };
  });
  more?.(storage, loaded);
  loaded.problems.forEach(notify);

  // Settings from before IndexedDB are taken over once, not lost.
  const stored = loaded.settings ?? legacySettings();
  const { settings, bad } = readSettings(stored);
  if (stored !== undefined && bad.length > 0) notify(`Some saved settings were not understood (${bad.join(', ')}) and are back to their defaults.`);
  if (loaded.settings === undefined && stored !== undefined) void storage.putSettings(settings);
  const levelInUrl = new URLSearchParams(window.location.search).has('level');
  useApp.setState((s) => ({
    settings: { ...settings, speed: urlSpeed() ?? settings.speed },
    choice: levelInUrl ? s.choice : { ...s.choice, level: settings.aiLevel },
  }));
  useLibrary.setState({ decks: loaded.decks, ready: true });
  const meta = (key: string): Promise<unknown> => storage.getMeta(key).catch(() => undefined);
  restoreFormats(await meta(FORMATS_KEY));
  const { match, damaged } = restoreMatches(await meta(MATCH_KEY), await meta(MATCHES_KEY));
  if (damaged) {
    notify('The match in progress is damaged and could not be resumed.');
    void storage.delMeta(MATCH_KEY);
  }

  let unwatch: (() => void) | null = null;
  const follow = (): void => {
    unwatch?.();
    unwatch = null;
    const { duel, setup } = useApp.getState();
    if (duel && setup) unwatch = watchDuel(duel, setup, storage, () => newId('replay'), (replay) => {
        useLibrary.setState({ lastReplay: { duel, replay } });
        useMatch.getState().duelOver(replay);
      });
  };
  useApp.subscribe((s, prev) => {
    if (s.duel === prev.duel) return;
    // Leaving a duel unfinished abandons it: nothing to resume next time.
    if (prev.duel && prev.duel.getState().state.winner === null) queueDuelWrite(() => storage.clearDuel());
    follow();
  });
  // Going back to the start screen leaves the match (docs/match.md).
  useApp.subscribe((s, prev) => {
    if (s.screen === 'start' && prev.screen !== 'start') useMatch.getState().leave();
  });

  const rec = loaded.duel;
  if (rec && useApp.getState().screen === 'start') {
    const r = resumeFrom(rec, setupSeed(rec.setup));
    if (r.ok) useApp.getState().resume(r.setup, r.started, r.restore);
    else {
      notify(`The duel in progress could not be resumed: ${r.error}`);
      queueDuelWrite(() => storage.clearDuel());
    }
  } else if (match && match.phase !== 'done' && useApp.getState().screen === 'start') {
    // Between duels the match screen comes back; a duel whose save is missing starts again from its seed.
    if (match.phase === 'duel') startMatchDuel(match);
    else useApp.getState().open('match');
    follow();
  } else follow();
}
