// A duel store that only shows: the replay viewer hands the board components a state and
// a log; nobody acts in it (no legal actions, so every control is disabled).
import { createStore } from 'zustand/vanilla';
import { playerView, type DuelState } from '../../engine/play';
import type { DuelStore, DuelUi } from '../../store/duelStore';
import { HUMAN } from '../../store/locate';
import type { LogEntry } from '../../store/logText';
import { EMPTY_STATS } from '../../store/stats';
import { msg } from '../../i18n';

const REFUSED = msg('viewer.refused');

export function viewStore(state: DuelState, log: LogEntry[], seed: number): DuelStore {
  return createStore<DuelUi>()((set) => ({
    state,
    shown: state,
    view: playerView(state, HUMAN),
    legal: [],
    beat: null,
    log,
    stats: EMPTY_STATS,
    seed,
    actions: [],
    selected: null,
    dragging: null,
    chooser: null,
    picks: [],
    detail: null,
    notice: null,
    aiThinking: false,
    finished: state.winner !== null,
    act: () => set({ notice: REFUSED }),
    dropOn: () => set({ notice: REFUSED }),
    select: () => undefined,
    setDragging: () => undefined,
    openChooser: () => undefined,
    showDetail: (uid, pinned = false) => set({ detail: uid === null ? null : { uid, pinned } }),
    explain: (uid, shown = uid) => set({ detail: { uid: shown, pinned: true } }),
    concede: () => undefined,
    dispose: () => undefined,
  }));
}

/** Moves the view to another step of the replay. */
export function showStep(store: DuelStore, state: DuelState, log: LogEntry[]): void {
  store.setState({ state, shown: state, view: playerView(state, HUMAN), log, finished: state.winner !== null, detail: null });
}
