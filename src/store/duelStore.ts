// One zustand vanilla store per duel, composed of small parts (./duel): the animation queue,
// turn-taking with the AI, undo, the pointer, the log. It owns the real engine state and the
// state on show, which trails it while an attack animates. Legality always comes from the engine.
import { createStore } from 'zustand/vanilla';
import { applyAction, concede, legalActions, playerView, tx, type Action, type DuelState } from '../engine/play';
import type { Msg } from '../i18n';
import type { AiLevel } from '../ai/protocol';
import { AiClient } from './aiClient';
import { beatsFor } from './beats';
import { HUMAN } from './locate';
import type { LogEntry } from './logText';
import { speedFactor, type Settings } from './settings';
import { addStats, EMPTY_STATS } from './stats';
import { sameAction } from './targets';
import type { Started } from './duelSetup';
import { animationQueue } from './duel/animationQueue';
import { turnTaker } from './duel/aiTurns';
import { appendLog, duelLog, type NoteKey } from './duel/log';
import { NO_POINTER, pointerActions } from './duel/pointer';
import { history } from './duel/undo';
import type { DuelOptions, DuelStore, DuelUi, Restore } from './duel/types';

export type { Chooser, DuelOptions, DuelSnapshot, DuelStore, DuelUi, Restore } from './duel/types';

export function createDuelStore(
  started: Started,
  level: AiLevel,
  settings: () => Settings,
  ai = new AiClient(),
  restore?: Restore,
  options: DuelOptions = {},
): DuelStore {
  const log = duelLog(restore?.log);
  const undo = history();
  const speed = (): number => speedFactor(settings().speed);
  const halted = (s: DuelState): boolean => options.halted?.(s) ?? false;
  const humanLegal = (s: DuelState): Action[] => (s.pending?.player === HUMAN && !halted(s) ? legalActions(s) : []);

  return createStore<DuelUi>()((set, get) => {
    const queue = animationQueue({
      speed,
      play: (beat) => set({ beat }),
      land: (state, lines) =>
        set((s) => ({ shown: state, view: playerView(state, HUMAN), legal: state === s.state ? humanLegal(state) : [], log: appendLog(s.log, lines) })),
      rest: () => set((s) => ({ beat: null, finished: s.state.winner !== null })),
      next: () => turns.pump(),
    });

    const turns = turnTaker({
      ai,
      level,
      options,
      settings,
      get,
      set,
      speed,
      seed: () => (get().seed + log.lastId() * 7919) >>> 0,
      whenIdle: queue.whenIdle,
      step,
      autoPassed: () => log.note('log.autoPassed'),
      halted,
    });

    /** Gives one move to the engine; its beats and log lines join the queue. False when refused. */
    function step(a: Action, extraLog: LogEntry[] = [], why: Msg | null = null): boolean {
      const before = get().state;
      const humans = before.pending?.player === HUMAN;
      if (humans) queue.hurry();
      const r = applyAction(before, a);
      if (!r.ok) {
        set({ notice: r.error });
        return false;
      }
      if (options.undo && humans) undo.record(before);
      const { pre, post } = beatsFor(before, r.state, r.events, log.nextId);
      queue.push(pre, r.state, [...extraLog, ...log.lines(before, r.state, r.events, why)], post);
      set((s) => ({
        ...undo.counts(),
        state: r.state,
        legal: [],
        stats: addStats(s.stats, r.events),
        actions: [...s.actions, a],
        selected: null,
        chooser: null,
        notice: null,
        picks: [],
      }));
      queue.run();
      return true;
    }

    /** Shows another position at once: nothing queued from the old one plays. */
    function jump(to: DuelState | null, note: NoteKey): void {
      if (!to) return;
      queue.clear();
      turns.forget();
      set((s) => ({
        ...undo.counts(),
        state: to,
        shown: to,
        view: playerView(to, HUMAN),
        legal: humanLegal(to),
        beat: null,
        selected: null,
        chooser: null,
        notice: null,
        aiThinking: false,
        finished: to.winner !== null,
        log: appendLog(s.log, [log.note(note)]),
      }));
      turns.pump();
    }

    /** When a choice reaches its maximum, "Done" is the only answer left: give it at once. */
    function autoDone(): void {
      const s = get().state;
      if (s.pending?.kind !== 'choose' || s.pending.player !== HUMAN) return;
      const legal = legalActions(s);
      if (legal.length === 1 && legal[0]?.type === 'done') step(legal[0]);
    }

    // The opening beats take their numbers before the opening log lines, as they always did.
    const initial = started.state;
    const turnEvents = started.events.filter((e) => e.type === 'turn');
    queue.push([], null, [], beatsFor(initial, initial, turnEvents, log.nextId).post);
    setTimeout(queue.run, 0);

    return {
      ...NO_POINTER,
      ...pointerActions(set, get, step),
      state: initial,
      shown: initial,
      view: playerView(initial, HUMAN),
      legal: humanLegal(initial),
      beat: null,
      log: restore?.log ?? log.opening(initial, started.events),
      stats: restore?.stats ?? addStats(EMPTY_STATS, started.events),
      seed: started.seed,
      actions: started.actions ?? [],
      notice: null,
      aiThinking: false,
      finished: initial.winner !== null,
      undoCount: 0,
      redoCount: 0,
      act(a) {
        // A Spell from the hand may name its zone: the engine lists the activation once.
        const listed = get().legal.find((x) => sameAction(x, a.type === 'activate' ? { ...a, zone: undefined } : a));
        if (!listed) {
          set({ notice: tx('notNow.any') });
          return;
        }
        const chosen = a.type === 'activate' && a.zone !== undefined ? a : listed;
        if (step(chosen) && chosen.type === 'select') autoDone();
      },
      concede() {
        const before = get().state;
        const r = concede(before, HUMAN);
        if (!r.ok) return;
        queue.push([], r.state, log.lines(before, r.state, r.events), beatsFor(before, r.state, r.events, log.nextId).post);
        set({ state: r.state, legal: [], chooser: null, selected: null });
        queue.run();
      },
      dispose() {
        queue.dispose();
        turns.dispose();
      },
      undo: () => jump(undo.back(get().state), 'log.undone'),
      redo: () => jump(undo.forward(get().state), 'log.redone'),
      snapshot: () => undo.snapshot(get().state),
      restore: (snap) => jump(undo.restore(snap), 'log.switchedBranch'),
    };
  });
}
