// Messages between the trainer and the solver worker (src/puzzles/solver.worker.ts).
import type { Action, CardDef, DuelState } from '../engine';
import type { Goal, GoalStart } from '../solver';
import type { Puzzle } from './types';

export interface SolveRequest {
  id: number;
  state: DuelState;
  goal: Goal;
  start: GoalStart;
  maxNodes: number;
  maxMs: number;
  /** The card facts the page loaded: the worker bundle carries none (src/cards/builtinCards.ts). */
  cards: CardDef[];
  /** The documents of this duel's cards (not every document the page loaded). */
  docs: unknown[];
}

export type SolveMessage =
  | { id: number; kind: 'progress'; nodes: number }
  | { id: number; kind: 'done'; solved: boolean; complete: boolean; line: Action[]; nodes: number; ms: number }
  | { id: number; kind: 'error'; message: string };

/** Asks the same worker for a generated puzzle (src/puzzles/generate): it needs every playable card's document. */
export interface GenerateRequest {
  id: number;
  kind: 'generate';
  seed: number;
  maxNodes: number;
  cards: CardDef[];
  docs: unknown[];
}

export type GenerateMessage =
  | { id: number; kind: 'generated'; puzzle: Puzzle | null; tried: number }
  | { id: number; kind: 'error'; message: string };
