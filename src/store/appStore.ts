// App-level state: which screen is up, the start-screen choices, settings, and the duel store
// of the duel being played (created and disposed here, never inside React effects).
import { create } from 'zustand';
import { PRESET_DECKS } from '../cards/presets';
import type { AiLevel } from '../ai/protocol';
import { createDuelStore, type DuelStore } from './duelStore';
import { randomSeed, scenarioFromHash, seedFromSearch, startDuel, type DuelSetup } from './duelSetup';
import { loadSettings, saveSettings, type Settings } from './settings';

export type Screen = 'start' | 'duel' | 'end';

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
  settings: loadSettings(),
  duel: null,
  duelId: 0,
  setup: null,
  error: null,
  choose: (c) => set((s) => ({ choice: { ...s.choice, ...c } })),
  setSettings(patch) {
    const settings = { ...get().settings, ...patch };
    saveSettings(settings);
    set({ settings });
  },
  startPreset() {
    const { myDeck, aiDeck, level } = get().choice;
    const seed = seedFromSearch(window.location.search) ?? randomSeed();
    get().startSetup({ kind: 'preset', myDeck, aiDeck, level, seed });
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
    if (setup.kind === 'preset') get().startSetup({ ...setup, seed: (setup.seed + 1) >>> 0 });
    else get().startSetup(setup);
  },
  back() {
    get().duel?.getState().dispose();
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
    set({ screen: 'start', duel: null, setup: null });
  },
}));
