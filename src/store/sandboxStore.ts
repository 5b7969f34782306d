// The sandbox: a position set up by hand, played on the duel board with unlimited undo and
// redo of your own moves, and branches (alternative lines kept side by side).
import { create } from 'zustand';
import { loadScenarioReader, scenarioReaderReady, startDuel } from './duelSetup';
import { createDuelStore, type DuelSnapshot, type DuelStore, type DuelUi } from './duelStore';
import { translate } from '../i18n';
import { setupProblem } from './sandboxCheck';
import { DEFAULT_SETUP, sandboxScenario, type SandboxSetup } from './sandboxSetup';
import { docsErrorText, useApp } from './appStore';
import { DocsLoadError, withDocs } from './cardData';
import { setupCardIds } from './duelCards';

export interface SandboxState {
  setup: SandboxSetup;
  duel: DuelStore | null;
  duelId: number;
  error: string | null;
  branches: DuelSnapshot[];
  active: number;
  edit(f: (s: SandboxSetup) => SandboxSetup): void;
  play(): void;
  /** Back to the setup form, the position kept. */
  stop(): void;
  branchHere(): void;
  switchTo(i: number): void;
}

/** The history of a store made with the undo option (every store createDuelStore makes has it). */
const snap = (d: DuelStore): DuelSnapshot => {
  const s: DuelUi = d.getState();
  return s.snapshot?.() ?? { past: [], state: s.state, future: [] };
};

export const useSandbox = create<SandboxState>()((set, get) => ({
  setup: DEFAULT_SETUP,
  duel: null,
  duelId: 0,
  error: null,
  branches: [],
  active: 0,
  edit: (f) => set((s) => ({ setup: f(s.setup), error: null })),
  play() {
    // A problem is explained and the setup stays as it is, to be fixed.
    const problem = setupProblem(get().setup);
    if (problem) {
      set({ error: translate(useApp.getState().settings.language, problem.key, problem.vars) });
      return;
    }
    const setup = { kind: 'scenario', text: JSON.stringify(sandboxScenario(get().setup)), level: 'normal' } as const;
    const begin = (): void => {
      const r = startDuel(setup);
      if (!r.ok) {
        set({ error: `This position cannot be played: ${r.error}` });
        return;
      }
      get().duel?.getState().dispose();
      const duel = createDuelStore(r.started, 'normal', () => useApp.getState().settings, undefined, undefined, { undo: true });
      set((s) => ({ duel, duelId: s.duelId + 1, error: null, branches: [snap(duel)], active: 0 }));
    };
    // The position's cards' documents first (at once when they are loaded already).
    const failed = (e: unknown): void => set({ error: e instanceof DocsLoadError ? docsErrorText(e) : e instanceof Error ? e.message : String(e) });
    const withCards = (): void => withDocs(setupCardIds(setup), begin, failed);
    // The scenario reader too, loaded on first use (at once when it is loaded already).
    if (scenarioReaderReady()) withCards();
    else loadScenarioReader().then(withCards, failed);
  },
  stop() {
    get().duel?.getState().dispose();
    set({ duel: null, branches: [], active: 0 });
  },
  branchHere() {
    const duel = get().duel;
    if (!duel) return;
    const here = snap(duel);
    const branches = [...get().branches];
    branches[get().active] = here;
    const fresh: DuelSnapshot = { ...here, future: [] };
    branches.push(fresh);
    duel.getState().restore?.(fresh);
    set({ branches, active: branches.length - 1 });
  },
  switchTo(i) {
    const duel = get().duel;
    const target = get().branches[i];
    if (!duel || !target || i === get().active) return;
    const branches = [...get().branches];
    branches[get().active] = snap(duel);
    duel.getState().restore?.(target);
    set({ branches, active: i });
  },
}));
