// The combo trainer: the puzzle list with progress, the puzzle being played (a duel store
// with a goal check after every action), hints from the solver worker, and import/export.
import { create } from 'zustand';
import type { Action } from '../engine';
import { allPuzzles, importPuzzle, importPuzzles, removePuzzle, type LibraryMessage } from '../puzzles/library';
import { daySeed } from '../puzzles/generate/day';
import { puzzleJson } from '../puzzles/validate';
import { makePuzzle } from './puzzleMaker';
import { puzzleStart, replaySession, scenarioOf } from '../puzzles/play';
import type { PuzzleSession } from '../puzzles/session';
import { NO_PROGRESS, onPuzzleStorage, puzzleStorage, recordAttempt, recordSolved, webStorage, type Progress, type PuzzleStorage } from '../puzzles/progress';
import type { Puzzle } from '../puzzles/types';
import { goalStart, judge, type GoalStart, type Verdict } from '../solver';
import { createDuelStore, type DuelStore } from './duelStore';
import { lineMsgs, nextMoveMsg } from './hintText';
import { msg, type Msg } from '../i18n';
import { LineReplay } from './lineReplay';
import { HUMAN } from './locate';
import type { Settings } from './settings';
import { HintCache, keepLine } from './hintCache';
import { SolverClient, type SolveAnswer } from './solverClient';
import { docsErrorText, useApp } from './appStore';
import { withDocs } from './cardData';
import { idsInJson } from './duelCards';
import { keptLog } from './logText';

import { useTrainerView, type TrainerView } from './trainerView';

/** Hints come in tiers: whether a line exists, the next card to play, the whole line shown. */
export interface Hint {
  tier: 0 | 1 | 2 | 3;
  busy: boolean;
  nodes: number;
  /** A message in the player's language (a solver failure keeps its own words inside it). */
  text: Msg | null;
  /** Tier 3: the whole line in words. */
  steps?: Msg[];
}

const NO_HINT: Hint = { tier: 0, busy: false, nodes: 0, text: null };

export interface TrainerState {
  puzzles: Puzzle[];
  progress: Record<string, Progress>;
  message: LibraryMessage | null;
  puzzle: Puzzle | null;
  duel: DuelStore | null;
  duelId: number;
  verdict: Verdict;
  /** The line is being replayed on the board (tier 3): a solve then does not count. */
  replaying: boolean;
  hint: Hint;
  /** Goes to a trainer screen (null: back to the start screen), leaving any puzzle. */
  open(view: TrainerView): void;
  /** Reads the puzzle list and progress again (the list screen does on opening). */
  refresh(): void;
  play(id: string): void;
  reset(): void;
  askHint(): void;
  importText(text: string, fileName: string): Promise<void>;
  /** Several files at once (or a zip's): one message for all of them. */
  importFiles(files: readonly { text: string; name: string }[]): Promise<void>;
  /** Says why files could not even be read (a damaged zip). */
  tell(message: LibraryMessage): void;
  /** Removes an imported puzzle (built-in ones stay). */
  remove(id: string): Promise<void>;
  /** A generated puzzle is being made ('day': the puzzle of the day, the same for everyone). */
  making: 'day' | 'new' | null;
  /** Why the last one was not made: no candidate proven in the tries, or the worker failed. */
  makeFailed: 'none' | 'failed' | null;
  /** Makes a generated puzzle, keeps it in the library and opens it (the day's, if made already, opens at once). */
  generate(which: 'day' | 'new'): Promise<void>;
  dispose(): void;
}

// The IndexedDB-backed storage once boot() has opened it; until then what localStorage holds.
let early: PuzzleStorage | null = null;
/** The ids localStorage held when `early` opened: only puzzles imported since move over. */
let earlyAtStart = new Set<string>();
function store(): PuzzleStorage {
  const s = puzzleStorage();
  if (s) return s;
  if (!early) {
    early = webStorage(window.localStorage);
    earlyAtStart = new Set(early.imported().map((p) => p.id));
  }
  return early;
}

const settings = (): Settings => useApp.getState().settings;

export const useTrainer = create<TrainerState>()((set, get) => {
  const solver = new SolverClient();
  // Answers by position for the puzzle being played (kept across Resets, dropped on leaving it).
  const answers = new HintCache<Extract<SolveAnswer, { kind: 'done' }>>();
  let answersFor: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let replay: LineReplay | null = null;
  let start: GoalStart | null = null;
  let moves = 0;
  // Bumped by every start and every leave: a puzzle whose documents arrive late starts only if still wanted.
  let beginSeq = 0;
  // A reload resumes the kept puzzle once per page, not again each time the list opens.
  let resuming = false;

  function saveProgress(p: Record<string, Progress>): void {
    store().saveProgress(p);
    set({ progress: p });
  }

  function forget(): void {
    answers.clear();
    answersFor = null;
  }

  function stop(): void {
    solver.cancel();
    unsubscribe?.();
    unsubscribe = null;
    get().duel?.getState().dispose();
    replay = null;
  }

  /** Starts the puzzle, or resumes it where `resumed` left off (a reload). */
  function begin(p: Puzzle, resumed?: PuzzleSession): void {
    stop();
    if (answersFor !== p.id) forget();
    answersFor = p.id;
    let loaded;
    try {
      loaded = puzzleStart(p);
    } catch (e) {
      useTrainerView.getState().show('list');
      set({ message: { ok: false, text: `"${p.title}" could not start: ${e instanceof Error ? e.message : String(e)}` } });
      return;
    }
    const from = goalStart(loaded.state);
    // A resumed puzzle whose actions the engine no longer takes (the puzzle file changed) starts afresh.
    const now = resumed ? replaySession(loaded.state, resumed.actions) : null;
    const s0 = now ?? loaded.state;
    const actions = now && resumed ? resumed.actions : [];
    start = from;
    moves = now && resumed ? resumed.moves : 0;
    const shown = now && resumed ? resumed.shown : false;
    const verdictOf = (st: typeof s0): Verdict => judge(p.goal, from, st);
    const restore = now && resumed ? { log: keptLog(resumed.log), stats: resumed.stats } : undefined;
    const duel = createDuelStore({ state: s0, events: [], seed: p.seed, actions }, 'hard', settings, undefined, restore, {
      halted: (st) => verdictOf(st) !== 'open',
      opponentMove: (st) => replay?.moveFor(st) ?? null,
    });
    let scheduled: unknown = null;
    let saved = s0;
    unsubscribe = duel.subscribe((st, prev) => {
      if (st.state !== prev.state && prev.state.pending?.player === HUMAN) moves++;
      // Kept whenever the board has caught up, as a duel is: a reload resumes right here.
      if (st.shown === st.state && st.state !== saved) {
        saved = st.state;
        store().saveSession({ id: p.id, actions: st.actions, moves, shown: get().replaying, log: st.log, stats: st.stats });
      }
      // The verdict follows the board on show, so "Solved!" comes as the last hit lands.
      if (st.shown !== prev.shown) {
        const verdict = verdictOf(st.shown);
        if (verdict !== get().verdict) {
          set((s) => ({ verdict, hint: verdict === 'open' || s.replaying ? s.hint : { ...s.hint, busy: false, text: null } }));
          if (verdict === 'met' && !get().replaying) saveProgress(recordSolved(get().progress, p.id, moves));
        }
      }
      // Replaying: the human's side moves by itself, once its decision is on show.
      const a = replay && st.legal.length > 0 && scheduled !== st.state ? replay.moveFor(st.state) : null;
      if (a) {
        scheduled = st.state;
        const at = st.state;
        setTimeout(() => {
          if (duel.getState().state === at) duel.getState().act(a);
        }, 500);
      }
    });
    // A resumed attempt is the same attempt.
    if (!now) {
      saveProgress(recordAttempt(get().progress, p.id));
      store().saveSession({ id: p.id, actions: [], moves: 0, shown: false, log: duel.getState().log, stats: duel.getState().stats });
    }
    useTrainerView.getState().show('puzzle');
    set((s) => ({ puzzle: p, duel, duelId: s.duelId + 1, verdict: verdictOf(s0), replaying: shown, hint: NO_HINT, message: null }));
  }

  /** Starts (or resumes) the puzzle once the documents of every card on its board are loaded. */
  function beginWithDocs(p: Puzzle, resumed?: PuzzleSession): void {
    const seq = ++beginSeq;
    withDocs(
      idsInJson(scenarioOf(p)),
      () => {
        if (seq === beginSeq) begin(p, resumed);
      },
      (e) => {
        if (seq !== beginSeq) return;
        useTrainerView.getState().show('list');
        set({ message: { ok: false, text: docsErrorText(e) } });
      },
    );
  }

  async function solveHere(): Promise<{ line: Action[]; solved: boolean } | null> {
    const duel = get().duel;
    const p = get().puzzle;
    if (!duel || !p || !start) return null;
    const at = duel.getState().state;
    let r: SolveAnswer | null = answers.get(at);
    if (!r) {
      set((s) => ({ hint: { ...s.hint, busy: true, nodes: 0, text: msg('hint.looking') } }));
      r = await solver.solve(at, p.goal, start, (nodes) => set((s) => ({ hint: { ...s.hint, nodes } })));
      if (!r || get().duel !== duel) return null;
      if (r.kind === 'error') {
        const { message } = r;
        set((s) => ({ hint: { ...s.hint, busy: false, text: message } }));
        return null;
      }
      answers.put(at, r);
      if (r.solved) keepLine(answers, at, r);
    }
    if (!r.solved) {
      const text = msg(r.complete ? 'hint.noLine' : 'hint.budget', { n: r.nodes.toLocaleString('en-US') });
      set({ hint: { tier: 1, busy: false, nodes: r.nodes, text } });
      return null;
    }
    return { line: r.line, solved: r.solved };
  }

  return {
    puzzles: [],
    progress: {},
    message: null,
    puzzle: null,
    duel: null,
    duelId: 0,
    verdict: 'open',
    replaying: false,
    hint: NO_HINT,
    open(view) {
      beginSeq++;
      stop();
      forget();
      // Leaving a puzzle on purpose ends it: only a reload resumes.
      if (get().puzzle) store().saveSession(null);
      set({ duel: null, puzzle: null, message: null });
      useTrainerView.getState().show(view);
    },
    refresh() {
      set({ puzzles: allPuzzles(store()), progress: store().progress() });
      // After a reload the list shows first; the puzzle that was being played comes back.
      const kept = store().session();
      const p = kept && get().puzzles.find((x) => x.id === kept.id);
      if (p && kept && !get().duel && useTrainerView.getState().view === 'list' && !resuming) {
        resuming = true;
        beginWithDocs(p, kept);
      }
    },
    play(id) {
      const p = get().puzzles.find((x) => x.id === id);
      if (p) beginWithDocs(p);
    },
    reset() {
      const p = get().puzzle;
      if (p) beginWithDocs(p);
    },
    askHint() {
      const { hint, duel, verdict } = get();
      if (hint.busy || !duel || verdict !== 'open' || hint.tier >= 3) return;
      const at = duel.getState().state;
      void solveHere().then((r) => {
        if (!r || get().duel !== duel || duel.getState().state !== at) {
          if (get().hint.busy) set((s) => ({ hint: { ...s.hint, busy: false } }));
          return;
        }
        const tier = (Math.min(3, get().hint.tier + 1) || 1) as Hint['tier'];
        const first = r.line.find(() => true);
        if (tier === 1 || !first) {
          set({ hint: { tier: 1, busy: false, nodes: 0, text: msg('hint.exists') } });
        } else if (tier === 2) {
          set({ hint: { tier: 2, busy: false, nodes: 0, text: msg('hint.next', { move: nextMoveMsg(at, first) }) } });
        } else {
          replay = new LineReplay(at, r.line);
          const steps = lineMsgs(at, r.line, at.turnPlayer);
          set({ replaying: true, hint: { tier: 3, busy: false, nodes: 0, text: msg('hint.watch'), steps } });
          // Kick the replay off: the store only reports changes, so act on the position now.
          const a = replay.moveFor(at);
          if (a && duel.getState().legal.length > 0) duel.getState().act(a);
        }
      });
    },
    async importText(text, fileName) {
      // The message waits for the write: "Imported" only once storage has really kept it.
      set(await importPuzzle(store(), get().puzzles, text, fileName));
    },
    async importFiles(files) {
      set(await importPuzzles(store(), get().puzzles, files));
    },
    tell(message) {
      set({ message });
    },
    making: null,
    makeFailed: null,
    async generate(which) {
      if (get().making) return;
      const today = new Date().toISOString().slice(0, 10);
      const dayId = `day-${today}`;
      if (which === 'day' && get().puzzles.some((p) => p.id === dayId)) return get().play(dayId);
      set({ making: which, makeFailed: null, message: null });
      const made = await makePuzzle(which === 'day' ? daySeed(today) : 1 + Math.floor(Math.random() * 2_000_000_000));
      if (!made.ok) return set({ making: null, makeFailed: made.why });
      const puzzle = which === 'day' ? { ...made.puzzle, id: dayId } : made.puzzle;
      const before = new Set(get().puzzles.map((p) => p.id));
      const change = await importPuzzle(store(), get().puzzles, puzzleJson(puzzle), `${puzzle.id}.json`);
      set({ ...change, making: null, message: change.message.ok ? null : change.message });
      const added = change.puzzles.find((p) => !before.has(p.id));
      if (added) get().play(added.id);
    },
    async remove(id) {
      const change = await removePuzzle(store(), get().puzzles, id);
      if (change) set(change);
    },
    dispose() {
      beginSeq++;
      stop();
      forget();
    },
  };
});

// Imported puzzles and progress live in IndexedDB, opened by boot() after the first screen.
// A puzzle imported before it opened was kept in localStorage: it moves over, so nothing is lost.
onPuzzleStorage(() => {
  const s = puzzleStorage();
  if (s && early) {
    const have = new Set(s.imported().map((p) => p.id));
    const add = early.imported().filter((p) => !have.has(p.id) && !earlyAtStart.has(p.id));
    if (add.length > 0) void s.saveImported([...s.imported(), ...add]);
  }
  early = null;
  useTrainer.getState().refresh();
});

export { NO_PROGRESS };
