// App-level state: which screen is up, the start-screen choices, settings, and the duel store
// of the duel being played (created and disposed here, never inside React effects).
import { create } from 'zustand';
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import type { AiLevel } from '../ai/protocol';
import { createDuelStore, type DuelStore, type Restore } from './duelStore';
import { loadScenarioReader, randomSeed, scenarioFromHash, scenarioReaderReady, seedFromSearch, startDuel, type DuelSetup, type NamedDeck, type Started } from './duelSetup';
import { getStorage, useLibrary } from './libraryStore';
import { initialSettings, type Settings } from './settings';
import { withDocs, type DocsLoadError } from './cardData';
import { setupCardIds } from './duelCards';
import { translate } from '../i18n';

export type Screen = 'start' | 'duel' | 'end' | 'decks' | 'replays' | 'match';

export interface Choice {
  myDeck: string;
  aiDeck: string;
  level: AiLevel;
  /** A single duel (as before) or a best-of-three match. */
  mode: 'single' | 'match';
}

export interface AppState {
  screen: Screen;
  choice: Choice;
  settings: Settings;
  duel: DuelStore | null;
  /** Changes with every new duel (a fresh board, no state carried over). */
  duelId: number;
  setup: DuelSetup | null;
  /** Why a duel could not start (e.g. a malformed scenario). */
  error: string | null;
  /** The duel on show was started by a #scenario= link (its address has been replaced). */
  fromLink: boolean;
  /** A question before any duel is lost: a link over a duel in progress, a saved duel that cannot be shown. */
  ask: Ask | null;
  /** Leaving the duel screen keeps the saved duel instead of abandoning it (set by backKeepingSaved). */
  keepSaved: boolean;
  choose(c: Partial<Choice>): void;
  setSettings(s: Partial<Settings>): void;
  startPreset(): void;
  /**
   * Starts a duel once both decks' card documents are loaded (at once when they are);
   * `then` hears the error that kept it from starting, or null.
   */
  startSetup(setup: DuelSetup, then?: (error: string | null) => void): void;
  /** Takes up a duel that was in progress (after a reload). */
  resume(setup: DuelSetup, started: Started, restore: Restore): void;
  /** The deck builder, the replays or the match screen (between duels of a match). */
  open(screen: 'decks' | 'replays' | 'match'): void;
  /** Starts the scenario in the address hash, if there is one. */
  startFromHash(hash: string): void;
  showEnd(): void;
  /** Refuses to start: says why on the start screen. */
  refuse(error: string): void;
  rematch(): void;
  back(): void;
  /** Back to the start screen, keeping the saved duel (after the duel screen failed to draw). */
  backKeepingSaved(): void;
}

/** A choice the player makes before any duel is dropped (rendered by ui/AskDialog). */
export interface Ask {
  kind: 'linkOverDuel' | 'linkOverSaved' | 'savedUnshowable';
  /** For savedUnshowable: why. */
  why?: string;
  /** The first button: play the link / discard the saved duel. */
  accept(): void;
  /** The second: keep the duel in progress / keep the saved duel. */
  decline(): void;
}

/** Drops the hash from the address (no hashchange event), so a reload resumes instead of restarting the link. */
/** A followed link is spent; a screen address (#/decks...) stays in the history for Back. */
function clearHash(): void {
  if (/^#(scenario|deck|replay)=/.test(window.location.hash)) window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

/** The message for card documents that could not be fetched, in the interface language. */
export function docsErrorText(e: DocsLoadError): string {
  return translate(useApp.getState().settings.language, 'load.docsFailed', { sets: e.sets.join(', ') });
}

// Bumped by every start and every leave: documents arriving late start only the latest duel asked for.
let startSeq = 0;

const firstKey = PRESET_DECKS[0]?.key ?? '';
const secondKey = PRESET_DECKS[1]?.key ?? firstKey;

function levelFromSearch(search: string): AiLevel | null {
  const v = new URLSearchParams(search).get('level');
  return v === 'easy' || v === 'normal' || v === 'hard' ? v : null;
}

export const useApp = create<AppState>()((set, get) => ({
  screen: 'start',
  choice: { myDeck: firstKey, aiDeck: secondKey, level: levelFromSearch(window.location.search) ?? 'normal', mode: 'single' },
  settings: initialSettings(),
  duel: null,
  duelId: 0,
  setup: null,
  error: null,
  fromLink: false,
  ask: null,
  keepSaved: false,
  choose: (c) => set((s) => ({ choice: { ...s.choice, ...c } })),
  setSettings(patch) {
    const settings = { ...get().settings, ...patch };
    void getStorage()?.putSettings(settings);
    set((s) => ({ settings, choice: patch.aiLevel ? { ...s.choice, level: patch.aiLevel } : s.choice }));
  },
  startPreset() {
    const { myDeck, aiDeck, level } = get().choice;
    const seed = seedFromSearch(window.location.search) ?? randomSeed();
    const saved = (key: string): NamedDeck | undefined => useLibrary.getState().decks.find((d) => d.id === key);
    const my = saved(myDeck);
    const ai = saved(aiDeck);
    const named = (key: string): NamedDeck => {
      const p = presetByKey(key) ?? PRESET_DECKS[0];
      return { name: p?.name ?? key, main: [...(p?.main ?? [])], extra: [...(p?.extra ?? [])] };
    };
    if (my || ai) get().startSetup({ kind: 'decks', my: my ?? named(myDeck), ai: ai ?? named(aiDeck), level, seed });
    else get().startSetup({ kind: 'preset', myDeck, aiDeck, level, seed });
  },
  startSetup(setup, then) {
    const seq = ++startSeq;
    const begin = (): void => {
      if (seq !== startSeq) return;
      // The ruleset is made again now that the documents are in (builtinRuleset's key).
      const r = startDuel(setup);
      get().duel?.getState().dispose();
      if (!r.ok) {
        set({ screen: 'start', duel: null, setup: null, error: r.error });
        then?.(r.error);
        return;
      }
      const duel = createDuelStore(r.started, setup.level, () => get().settings);
      set((s) => ({ screen: 'duel', duel, duelId: s.duelId + 1, setup, error: null, fromLink: false, keepSaved: false }));
      then?.(null);
    };
    const failed = (error: string): void => {
      // A screen with notices (the replays, a match between duels) stays up and says why: a
      // match is not left for a network failure. Otherwise the start screen says it, as for
      // any duel that cannot start.
      const screen = get().screen;
      if (screen === 'replays' || screen === 'match' || screen === 'decks') useLibrary.getState().notify(error);
      else {
        get().duel?.getState().dispose();
        set({ screen: 'start', duel: null, setup: null, error });
      }
      then?.(error);
    };
    const withCards = (): void =>
      withDocs(setupCardIds(setup), begin, (e) => {
        if (seq === startSeq) failed(docsErrorText(e));
      });
    // A scenario needs its reader, loaded on demand (at once when it is loaded already).
    if (setup.kind !== 'scenario' || scenarioReaderReady()) withCards();
    else {
      loadScenarioReader().then(withCards, (e: unknown) => {
        if (seq === startSeq) failed(e instanceof Error ? e.message : String(e));
      });
    }
  },
  resume(setup, started, restore) {
    startSeq++;
    get().duel?.getState().dispose();
    const duel = createDuelStore(started, setup.level, () => get().settings, undefined, restore);
    set((s) => ({ screen: 'duel', duel, duelId: s.duelId + 1, setup, error: null, fromLink: false, keepSaved: false }));
  },
  open: (screen) => set({ screen, error: null }),
  startFromHash(hash) {
    const found = scenarioFromHash(hash);
    if (!found) return;
    if ('error' in found) {
      // A link that cannot be read is spent too: a reload must not say it again.
      clearHash();
      set({ screen: 'start', error: `Could not start the scenario: ${found.error}.` });
      return;
    }
    const open = (): void => {
      // The duel is saved as it goes: a reload must resume it, not start the link again. Cleared
      // first, so a link whose start fails in any way is not met again either.
      clearHash();
      get().startSetup({ kind: 'scenario', text: found.text, level: get().choice.level }, (error) => {
        if (error) set({ error: `Could not start the scenario: ${error}` });
        else set({ fromLink: true });
      });
    };
    const playing = get().duel;
    if (playing && playing.getState().state.winner === null && get().screen === 'duel') {
      // Following a link must not drop the duel being played without asking.
      set({
        ask: {
          kind: 'linkOverDuel',
          accept: () => {
            set({ ask: null });
            open();
          },
          decline: () => {
            set({ ask: null });
            clearHash();
          },
        },
      });
      return;
    }
    open();
  },
  showEnd: () => set({ screen: 'end' }),
  refuse: (error) => set({ screen: 'start', error }),
  rematch() {
    const setup = get().setup;
    if (!setup) return;
    if (setup.kind === 'preset' || setup.kind === 'decks') get().startSetup({ ...setup, seed: (setup.seed + 1) >>> 0 });
    else get().startSetup(setup);
  },
  back() {
    startSeq++;
    get().duel?.getState().dispose();
    clearHash();
    set({ screen: 'start', duel: null, setup: null, fromLink: false, keepSaved: false });
  },
  backKeepingSaved() {
    startSeq++;
    get().duel?.getState().dispose();
    clearHash();
    // keepSaved is read by the saving code (boot.ts) as the duel store goes.
    set({ screen: 'start', duel: null, setup: null, fromLink: false, keepSaved: true });
  },
}));
