// The duel store's public face: what the board reads and the actions it calls.
import type { StoreApi } from 'zustand/vanilla';
import type { Action, DuelState, EngineText } from '../../engine/play';
import type { Msg } from '../../i18n';
import type { Beat } from '../beats';
import type { LogEntry } from '../logText';
import type { DuelStats } from '../stats';

/** The menu after a drop or tap that could mean several actions ("Choose what to do"). */
export interface Chooser {
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

/** A duel taken up again (after a reload): its log and statistics as they were. */
export interface Restore {
  log: LogEntry[];
  stats: DuelStats;
}

/** The store's setter and getter, as each part receives them. */
export type SetDuel = StoreApi<DuelUi>['setState'];
export type GetDuel = StoreApi<DuelUi>['getState'];
