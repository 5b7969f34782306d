// App-level state: which screen is up, the start-screen choices, settings, and the duel store
// of the duel being played (created and disposed here, never inside React effects).
import { create } from 'zustand';
import { PRESET_DECKS } from '../cards/presets';
import type { AiLevel } from '../ai/protocol';
import { createDuelStore, type DuelStore, type Restore } from './duelStore';
import { randomSeed, scenarioFromHash, seedFromSearch, startDuel, type DuelSetup, type NamedDeck, type Started } from './duelSetup';
import { getStorage, useLibrary } from './libraryStore';
import { initialSettings, type Settings } from './settings';

export type Screen = 'start' | 'duel' | 'end' | 'decks' | 'replays';

export interface Choice {
  myDeck: string;
  aiDeck: string;
  level: AiLevel;
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
  choose(c: Partial<Choice>): void;
  setSettings(s: Partial<Settings>): void;
  startPreset(): void;
  startSetup(setup: DuelSetup): void;
  /** Takes up a duel that was in progress (after a reload). */
  resume(setup: DuelSetup, started: Started, restore: Restore): void;
  /** The deck builder or the replays. */
  open(screen: 'decks' | 'replays'): void;
  /** Starts the scenario in the address hash, if there is one. */
  startFromHash(hash: string): void;
  showEnd(): void;
  rematch(): void;
  back(): void;
}

const firstKey = PRESET_DECKS[0]?.key ?? '';
const secondKey = PRESET_DECKS[1]?.key ?? firstKey;

function levelFromSearch(search: string): AiLevel | null {
  const v = new URLSearchParams(search).get('level');
  return v === 'easy' || v === 'normal' || v === 'hard' ? v : null;
}

export const useApp = create<AppState>()((set, get) => ({
  screen: 'start',
  choice: { myDeck: firstKey, aiDeck: secondKey, level: levelFromSearch(window.location.search) ?? 'normal' },
  settings: initialSettings(),
  duel: null,
  duelId: 0,
  setup: null,
  error: null,
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
      const p = PRESET_DECKS.find((d) => d.key === key) ?? PRESET_DECKS[0];
      return { name: p?.name ?? key, main: [...(p?.main ?? [])], extra: [...(p?.extra ?? [])] };
    };
    if (my || ai) get().startSetup({ kind: 'decks', my: my ?? named(myDeck), ai: ai ?? named(aiDeck), level, seed });
    else get().startSetup({ kind: 'preset', myDeck, aiDeck, level, seed });
  },
  startSetup(setup) {
    const r = startDuel(setup);
    get().duel?.getState().dispose();
    if (!r.ok) {
      set({ screen: 'start', duel: null, setup: null, error: r.error });
      return;
    }
    const duel = createDuelStore(r.started, setup.level, () => get().settings);
    set((s) => ({ screen: 'duel', duel, duelId: s.duelId + 1, setup, error: null }));
  },
  resume(setup, started, restore) {
    get().duel?.getState().dispose();
    const duel = createDuelStore(started, setup.level, () => get().settings, undefined, restore);
    set((s) => ({ screen: 'duel', duel, duelId: s.duelId + 1, setup, error: null }));
  },
  open: (screen) => set({ screen, error: null }),
  startFromHash(hash) {
    const found = scenarioFromHash(hash);
    if (!found) return;
    if ('error' in found) {
      set({ screen: 'start', error: `Could not start the scenario: ${found.error}.` });
      return;
    }
    get().startSetup({ kind: 'scenario', text: found.text, level: get().choice.level });
    const error = get().error;
    if (error) set({ error: `Could not start the scenario: ${error}` });
  },
  showEnd: () => set({ screen: 'end' }),
  rematch() {
    const setup = get().setup;
    if (!setup) return;
    if (setup.kind === 'preset' || setup.kind === 'decks') get().startSetup({ ...setup, seed: (setup.seed + 1) >>> 0 });
    else get().startSetup(setup);
  },
  back() {
    get().duel?.getState().dispose();
    // A followed link is spent; a screen address (#/decks...) stays in the history for Back.
    if (/^#(scenario|deck|replay)=/.test(window.location.hash)) window.history.replaceState(null, '', window.location.pathname + window.location.search);
    set({ screen: 'start', duel: null, setup: null });
  },
}));
