// One zustand vanilla store per duel. It owns the real engine state, the state on show
// (which trails it while an attack animates), the beat queue that paces animations, the
// log, and what the human is doing with the pointer. Legality always comes from the engine.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { cardRef, english, msg, type Msg } from '../i18n';
import { applyAction, cardDef, concede, legalActions, playerView, tx, type Action, type DuelState, type EngineText } from '../engine/play';
import type { AiLevel } from '../ai/protocol';
import { AiClient } from './aiClient';
import { beatsFor, type Beat } from './beats';
import { AI, HUMAN } from './locate';
import { LOG_KEEP, logLines, type LogEntry } from './logText';
import { speedFactor, type Settings } from './settings';
import { addStats, EMPTY_STATS, type DuelStats } from './stats';
import { sameAction, targetsFor } from './targets';
import { whyCannotPlay } from './whyNot';
import type { Started } from './duelSetup';

export interface Chooser {
  title: string;
  actions: Action[];
  /** The place the chooser is about (it opens next to it). */
  anchor?: string;
}

export interface DuelUi {
  state: DuelState;
  shown: DuelState;
  /** playerView(shown, 0): what the board draws. */
  view: DuelState;
  /** The human's legal actions now; empty while it is not their decision or an attack plays. */
  legal: Action[];
  beat: Beat | null;
  log: LogEntry[];
  stats: DuelStats;
  seed: number;
  /** Every action applied since newDuel, for the replay and for resuming. */
  actions: Action[];
  /** The human's own card being acted on (selected by click/keyboard). */
  selected: number | null;
  dragging: number | null;
  chooser: Chooser | null;
  /** Cards picked in a Tribute or card choice, not yet given to the engine: tap again to drop one. */
  picks?: number[];
  /** The card shown in the detail panel; `why` says why it cannot be played (a tap on it). */
  detail: { uid: number; pinned: boolean; why?: EngineText } | null;
  /** Why the last try was refused (rendered by the interface in the chosen language). */
  notice: EngineText | Msg | null;
  aiThinking: boolean;
  /** The duel is over and its last animation has played. */
  finished: boolean;
  /** Positions to go back to / forward to (only with the `undo` option; optional so that
   * show-only stores such as the replay viewer need not carry them). */
  undoCount?: number;
  redoCount?: number;
  act(a: Action): void;
  dropOn(uid: number, key: string): void;
  select(uid: number | null): void;
  setDragging(uid: number | null): void;
  openChooser(c: Chooser | null): void;
  showDetail(uid: number | null, pinned?: boolean): void;
  /** A tap on one of the human's cards that has no action: say why, in the engine's words. */
  explain(uid: number, shown?: number): void;
  /** Picks or unpicks a card of the open choice; reaching the most it allows answers at once. */
  togglePick?(uid: number): void;
  /** Gives the picked cards to the engine, then "Done" where the choice needs it. */
  confirmPicks?(): void;
  concede(): void;
  dispose(): void;
  /** Back to the position before the human's last decision (the opponent's replies go too). */
  undo?(): void;
  redo?(): void;
  /** The undo history and position, to branch from or come back to. */
  snapshot?(): DuelSnapshot;
  restore?(snap: DuelSnapshot): void;
}

export interface DuelSnapshot {
  past: DuelState[];
  state: DuelState;
  future: DuelState[];
}

/** Options of the trainer and the sandbox; a normal duel uses none. */
export interface DuelOptions {
  /** A move for the other side instead of the AI's (a replayed solver line); null asks the AI. */
  opponentMove?: (s: DuelState) => Action | null;
  /** While true for the current state nobody moves: the AI is not asked, the human gets no actions. */
  halted?: (s: DuelState) => boolean;
  /** Keep every position where the human decided, for undo and redo. */
  undo?: boolean;
}

export type DuelStore = StoreApi<DuelUi>;

type Item = { kind: 'beat'; beat: Beat } | { kind: 'commit'; state: DuelState; log: LogEntry[] };

const AI_PAUSE_MS = 450;
/** The AI's reason is shown in the log for every move it chose, except confirming a choice. */
const WHY_WORTH: readonly Action['type'][] = ['attack', 'activate', 'select', 'option', 'cancel', 'summon', 'maximumSummon', 'ruleSummon', 'contactFusion', 'setSpellTrap', 'changePosition', 'enterBattle', 'endTurn', 'pass'];

/** A duel taken up again (after a reload): its log and statistics as they were. */
export interface Restore {
  log: LogEntry[];
  stats: DuelStats;
}

export function createDuelStore(
  started: Started,
  level: AiLevel,
  settings: () => Settings,
  ai = new AiClient(),
  restore?: Restore,
  options: DuelOptions = {},
): DuelStore {
  let ids = restore ? Math.max(0, ...restore.log.map((l) => l.id)) : 0;
  const nextId = (): number => ++ids;
  const queue: Item[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let aiFor: DuelState | null = null;
  let autoPassFor: DuelState | null = null;
  let disposed = false;
  let idle: (() => void)[] = [];
  const f = (): number => speedFactor(settings().speed);

  const halted = (s: DuelState): boolean => options.halted?.(s) ?? false;
  const humanLegal = (s: DuelState): Action[] => (s.pending?.player === HUMAN && !halted(s) ? legalActions(s) : []);
  let past: DuelState[] = [];
  let future: DuelState[] = [];

  const store = createStore<DuelUi>()((set, get) => {
    function run(): void {
      if (timer || disposed) return;
      while (queue.length > 0) {
        const item = queue.shift() as Item;
        if (item.kind === 'commit') {
          const latest = item.state === get().state;
          set((s) => ({
            shown: item.state,
            view: playerView(item.state, HUMAN),
            legal: latest ? humanLegal(item.state) : [],
            log: item.log.length ? [...s.log, ...item.log].slice(-LOG_KEEP) : s.log,
          }));
          continue;
        }
        const ms = item.beat.ms * f();
        if (ms <= 0) continue;
        set({ beat: item.beat });
        timer = setTimeout(() => {
          timer = null;
          run();
        }, ms);
        return;
      }
      set((s) => ({ beat: null, finished: s.state.winner !== null }));
      const waiting = idle;
      idle = [];
      waiting.forEach((cb) => cb());
      pump();
    }

    function whenIdle(cb: () => void): void {
      if (!timer && queue.length === 0) cb();
      else idle.push(cb);
    }

    /** The human acts: what is still queued from before plays no longer (its state still lands). */
    function hurry(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.kind === 'beat') queue.splice(i, 1);
      run();
    }

    function step(a: Action, extraLog: LogEntry[] = [], why: Msg | null = null): boolean {
      const before = get().state;
      if (before.pending?.player === HUMAN) hurry();
      const r = applyAction(before, a);
      if (!r.ok) {
        set({ notice: r.error });
        return false;
      }
      if (options.undo && before.pending?.player === HUMAN) {
        past.push(before);
        future = [];
      }
      const { pre, post } = beatsFor(before, r.state, r.events, nextId);
      const lines = logLines(before, r.state, r.events, nextId);
      const first = lines[0];
      if (why && first) lines[0] = { ...first, why };
      else if (why) lines.push({ id: nextId(), text: english(why), msg: why, seat: AI, tone: 'ai' });
      const log = [...extraLog, ...lines];
      pre.forEach((beat) => queue.push({ kind: 'beat', beat }));
      queue.push({ kind: 'commit', state: r.state, log });
      post.forEach((beat) => queue.push({ kind: 'beat', beat }));
      set((s) => ({
        state: r.state,
        legal: [],
        stats: addStats(s.stats, r.events),
        actions: [...s.actions, a],
        selected: null,
        chooser: null,
        notice: null,
        picks: [],
        undoCount: past.length,
        redoCount: future.length,
      }));
      run();
      return true;
    }

    function pump(): void {
      const s = get().state;
      const p = s.pending;
      if (disposed || !p || s.winner !== null || halted(s)) return;
      const scripted = p.player === AI && aiFor !== s ? (options.opponentMove?.(s) ?? null) : null;
      if (scripted) {
        aiFor = s;
        const go = (): void => {
          if (get().state === s && !disposed) step(scripted);
        };
        whenIdle(() => setTimeout(() => whenIdle(go), AI_PAUSE_MS * f()));
      } else if (p.player === AI && aiFor !== s) {
        aiFor = s;
        set({ aiThinking: true });
        const asked = Date.now();
        void ai.decide(s, level, (get().seed + ids * 7919) >>> 0).then((d) => {
          if (!d || get().state !== s || disposed) return;
          const wait = Math.max(0, AI_PAUSE_MS * f() - (Date.now() - asked));
          const go = (): void => {
            if (get().state !== s || disposed) return;
            set({ aiThinking: false });
            step(d.action, [], WHY_WORTH.includes(d.action.type) ? d.explanation : null);
          };
          whenIdle(() => (wait > 0 ? setTimeout(() => whenIdle(go), wait) : go()));
        });
      } else if (p.player === HUMAN && p.kind === 'respond' && settings().autoPass && autoPassFor !== s) {
        autoPassFor = s;
        whenIdle(() => {
          if (get().state === s) step({ type: 'pass' }, [noteLine(msg('log.autoPassed'))]);
        });
      }
    }

    const initial = started.state;
    const intro = beatsFor(initial, initial, started.events.filter((e) => e.type === 'turn'), nextId);
    intro.post.forEach((beat) => queue.push({ kind: 'beat', beat }));
    setTimeout(run, 0);

    return {
      state: initial,
      shown: initial,
      view: playerView(initial, HUMAN),
      legal: humanLegal(initial),
      beat: null,
      log: restore?.log ?? logLines(initial, initial, started.events.filter((e) => e.type !== 'draw' || e.player === HUMAN), nextId).slice(-30),
      stats: restore?.stats ?? addStats(EMPTY_STATS, started.events),
      seed: started.seed,
      actions: started.actions ?? [],
      selected: null,
      dragging: null,
      chooser: null,
      picks: [],
      detail: null,
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
      dropOn(uid, key) {
        const targets = targetsFor(get().state, get().legal, uid);
        const actions = targets.get(key) ?? [];
        if (actions.length === 1) get().act(actions[0] as Action);
        else if (actions.length > 1) set({ chooser: { title: 'Choose what to do', actions, anchor: key }, selected: null });
        // Dropped where it cannot go: the engine's reason when the card cannot be played at all,
        // else where it can (the lit places), never silence.
        else if (targets.size === 0) {
          get().explain(uid);
          if (!get().notice) set({ notice: tx('notNow.any') });
        }
        else set({ notice: msg('drag.notThere', { card: cardRef(cardDef(get().state, uid)) }) });
      },
      select: (uid) => set({ selected: uid, chooser: null }),
      setDragging: (uid) => set({ dragging: uid }),
      openChooser: (c) => set({ chooser: c }),
      showDetail: (uid, pinned = false) => set({ detail: uid === null ? null : { uid, pinned } }),
      togglePick(uid) {
        const s = get().state;
        const p = s.pending;
        if (!p || p.player !== HUMAN || (p.kind !== 'choose' && p.kind !== 'tribute')) return;
        const picks = get().picks ?? [];
        if (picks.includes(uid)) {
          set({ picks: picks.filter((u) => u !== uid) });
          return;
        }
        if (!get().legal.some((a) => a.type === 'select' && a.card === uid)) return;
        const room = p.kind === 'choose' ? p.max - p.chosen.length : p.needed - p.chosen.length;
        const next = [...picks, uid];
        if (next.length >= room) {
          set({ picks: next });
          get().confirmPicks?.();
        } else set({ picks: next });
      },
      confirmPicks() {
        const picks = get().picks ?? [];
        set({ picks: [] });
        for (const uid of picks) {
          const s = get().state;
          if (s.pending?.player !== HUMAN || (s.pending.kind !== 'choose' && s.pending.kind !== 'tribute')) break;
          const a = legalActions(s).find((x) => x.type === 'select' && x.card === uid);
          if (!a || !step(a)) break;
        }
        const s = get().state;
        if (s.pending?.player === HUMAN && s.pending.kind === 'choose') {
          const done = legalActions(s).find((x) => x.type === 'done');
          if (done) step(done);
        }
      },
      explain(uid, shown = uid) {
        const why = whyCannotPlay(get().state, uid);
        set({ detail: { uid: shown, pinned: true, ...(why ? { why } : {}) }, notice: why });
      },
      concede() {
        const r = concede(get().state, HUMAN);
        if (!r.ok) return;
        const before = get().state;
        queue.push({ kind: 'commit', state: r.state, log: logLines(before, r.state, r.events, nextId) });
        beatsFor(before, r.state, r.events, nextId).post.forEach((beat) => queue.push({ kind: 'beat', beat }));
        set({ state: r.state, legal: [], chooser: null, selected: null });
        run();
      },
      dispose() {
        disposed = true;
        if (timer) clearTimeout(timer);
        ai.dispose();
      },
      undo() {
        const prev = past.pop();
        if (!prev) return;
        future.push(get().state);
        jump(prev, msg('log.undone'));
      },
      redo() {
        const next = future.pop();
        if (!next) return;
        past.push(get().state);
        jump(next, msg('log.redone'));
      },
      snapshot: () => ({ past: [...past], state: get().state, future: [...future] }),
      restore(snap) {
        past = [...snap.past];
        future = [...snap.future];
        jump(snap.state, msg('log.switchedBranch'));
      },
    };

    /** A plain log line of the human's own doing, in every language (English kept as its text). */
    function noteLine(note: Msg): LogEntry {
      return { id: nextId(), text: english(note), msg: note, seat: HUMAN, tone: 'plain' };
    }

    /** Shows another position at once: nothing queued from the old one plays. */
    function jump(to: DuelState, note: Msg): void {
      if (timer) clearTimeout(timer);
      timer = null;
      queue.length = 0;
      aiFor = null;
      autoPassFor = null;
      set((s) => ({
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
        undoCount: past.length,
        redoCount: future.length,
        log: [...s.log, noteLine(note)].slice(-LOG_KEEP),
      }));
      pump();
    }

    /** When a choice reaches its maximum, "Done" is the only answer left: give it at once. */
    function autoDone(): void {
      const s = get().state;
      if (s.pending?.kind !== 'choose' || s.pending.player !== HUMAN) return;
      const legal = legalActions(s);
      if (legal.length === 1 && legal[0]?.type === 'done') step(legal[0]);
    }
  });
  return store;
}
