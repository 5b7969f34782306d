// Startup: open storage, bring back settings, saved decks and the duel in progress, then
// keep the duel being played saved. Runs once from main.tsx; the app renders meanwhile.
import { openPersistence, type Loaded, type Persistence } from '../persist/storage';
import { queueDuelWrite, resumeFrom, setupSeed, watchDuel } from './duelSave';
import { newId, setStorage, useLibrary } from './libraryStore';
import { changedSettings, initialSettings, LEGACY_KEY, readSettings, urlSpeed } from './settings';
import { META } from '../persist/schema';
import { cachedStorage, legacyPuzzleData, readImported, readProgress, setPuzzleStorage } from '../puzzles/progress';
import { readSession } from '../puzzles/session';
import { FORMATS_KEY, restoreFormats } from './formatStore';
import { MATCH_KEY, MATCH_PAUSED_KEY, MATCHES_KEY, restoreMatches, startMatchDuel, useMatch } from './matchStore';
import { DocsLoadError, ensureDocs } from './cardData';
import { docsErrorText, useApp } from './appStore';
import { savedDuelCardIds } from './duelCards';
import { msg } from '../i18n/msg';

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
    notify(msg('notice.savedUnreadable', { why: e instanceof Error ? e.message : String(e) }));
    return { decks: [], settings: undefined, duel: null, damagedDuel: null, draft: null, problems: [] };
  });
  more?.(storage, loaded);
  loaded.problems.forEach(notify);

  // Settings from before IndexedDB are taken over once, not lost.
  const stored = loaded.settings ?? legacySettings();
  const { settings, bad } = readSettings(stored);
  if (stored !== undefined && bad.length > 0) notify(msg('notice.settingsReset', { names: bad.join(', ') }));
  if (loaded.settings === undefined && stored !== undefined) void storage.putSettings(settings);
  const levelInUrl = new URLSearchParams(window.location.search).has('level');
  // A setting the player changed while storage was still answering is theirs: it wins over the
  // stored one (and is saved), instead of flipping back when the read arrives.
  const changed = changedSettings(useApp.getState().settings, initialSettings());
  const merged = { ...settings, speed: urlSpeed() ?? settings.speed, ...changed };
  if (Object.keys(changed).length > 0) void storage.putSettings({ ...settings, ...changed });
  useApp.setState((s) => ({
    settings: merged,
    choice: levelInUrl || changed.aiLevel !== undefined ? s.choice : { ...s.choice, level: merged.aiLevel },
  }));
  useLibrary.setState({ decks: loaded.decks, ready: true });
  const meta = (key: string): Promise<unknown> => storage.getMeta(key).catch(() => undefined);
  restoreFormats(await meta(FORMATS_KEY));
  const { match, damaged } = restoreMatches(await meta(MATCH_KEY), await meta(MATCHES_KEY), await meta(MATCH_PAUSED_KEY));
  if (damaged !== null) {
    notify(msg('notice.matchDamaged', { field: damaged }));
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
    // Leaving a duel unfinished abandons it: nothing to resume next time (unless the player
    // chose to keep the saved one).
    if (prev.duel && prev.duel.getState().state.winner === null && !s.keepSaved) queueDuelWrite(() => storage.clearDuel());
    follow();
  });
  // Going back to the start screen leaves the match, paused when unfinished (docs/match.md).
  useApp.subscribe((s, prev) => {
    if (s.screen === 'start' && prev.screen !== 'start') useMatch.getState().leave();
  });

  // A saved duel that cannot be shown is not dropped without a word: the player may discard it.
  const offerDiscard = (why: string): void => {
    useApp.setState({
      ask: {
        kind: 'savedUnshowable',
        why,
        accept: () => {
          useApp.setState({ ask: null });
          queueDuelWrite(() => storage.clearDuel());
        },
        decline: () => useApp.setState({ ask: null }),
      },
    });
  };

  let rec = loaded.duel;
  // A saved duel is read with its cards' documents (its card-data hash names them): fetched
  // first. If they cannot be, the saved duel is kept for the next visit, not discarded.
  if (rec) {
    const docsLoaded = await ensureDocs(savedDuelCardIds(rec.setup, rec.state)).then(
      () => true,
      (e: unknown) => {
        notify(e instanceof DocsLoadError ? docsErrorText(e) : String(e));
        return false;
      },
    );
    if (!docsLoaded) rec = null;
  }
  const app = useApp.getState();
  if (loaded.damagedDuel !== null && app.screen === 'start') offerDiscard(loaded.damagedDuel);
  if (rec && app.screen === 'start') {
    const r = resumeFrom(rec, setupSeed(rec.setup));
    if (r.ok) app.resume(r.setup, r.started, r.restore);
    else offerDiscard(`The duel in progress could not be resumed: ${r.error}`);
  } else if (rec && app.fromLink && app.duel) {
    // A #scenario= link opened over a saved duel: ask which to keep before saving over it.
    const r = resumeFrom(rec, setupSeed(rec.setup));
    if (!r.ok) follow();
    else {
      useApp.setState({
        ask: {
          kind: 'linkOverSaved',
          accept: () => {
            useApp.setState({ ask: null });
            follow();
          },
          decline: () => {
            useApp.setState({ ask: null });
            useApp.getState().resume(r.setup, r.started, r.restore);
            // Leaving the link's duel queues a clear: the saved duel goes back in after it.
            queueDuelWrite(() => storage.putDuel(rec));
          },
        },
      });
    }
  } else if (match && match.phase !== 'done' && useApp.getState().screen === 'start') {
    // Between duels the match screen comes back; a duel whose save is missing starts again from its seed.
    if (match.phase === 'duel') startMatchDuel(match);
    else useApp.getState().open('match');
    follow();
  } else follow();

  await loadPuzzleStorage(storage);
}

/** The trainer's progress and imported puzzles, from IndexedDB (taken over from localStorage once). */
async function loadPuzzleStorage(storage: Persistence): Promise<void> {
  const [rawProgress, rawImported, rawSession] = await Promise.all([
    storage.getMeta(META.puzzleProgress),
    storage.getMeta(META.puzzleImports),
    storage.getMeta(META.puzzleSession),
  ]);
  // Taken over from localStorage record by record: a reload may have cut the first take-over
  // between its two writes, and an import made before this storage opened went to localStorage.
  let legacy: ReturnType<typeof legacyPuzzleData> = null;
  if (rawProgress === undefined || rawImported === undefined) {
    try {
      legacy = legacyPuzzleData(window.localStorage);
    } catch {
      legacy = null;
    }
  }
  const initial = {
    progress: rawProgress === undefined && legacy ? legacy.progress : readProgress(rawProgress),
    imported: rawImported === undefined && legacy ? legacy.imported : readImported(rawImported),
    session: readSession(rawSession),
  };
  if (legacy) {
    if (rawImported === undefined) await storage.putMeta(META.puzzleImports, legacy.imported);
    if (rawProgress === undefined) await storage.putMeta(META.puzzleProgress, legacy.progress);
  }
  setPuzzleStorage(
    cachedStorage(initial, (what, value) =>
      storage.putMetaKept(what === 'progress' ? META.puzzleProgress : what === 'imported' ? META.puzzleImports : META.puzzleSession, value),
    ),
  );
}
