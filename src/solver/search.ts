// The solver: an AND-OR depth-first search over the rest of the hero's turn (and, for
// "survive", the opponent's turn). The hero's decisions are OR nodes (one good move is
// enough); the opponent's (Trap windows, their own turn) are AND nodes (every reply must
// still lose for them). Proven results are kept per state hash, so a position reached by
// two move orders is searched once. Budgets stop it cleanly between two nodes.
import { applyAction, type Action, type DuelState } from '../engine';
import { battleDamageBound } from './bound';
import { positionKey } from './key';
import { goalStart, judge, type Goal, type GoalStart } from './goal';
import { orderedMoves } from './moves';

export interface Budget {
  /** Positions to visit at most. */
  maxNodes: number;
  /** Wall-clock milliseconds at most (checked every few hundred nodes). */
  maxMs: number;
  /** The clock, passed in so the search itself stays deterministic and testable. */
  now: () => number;
  /** Called now and then with the nodes so far (a worker reports progress with it). */
  onProgress?: (nodes: number) => void;
  /** Hero moves never to try (the AI's placeholder cards, which stand for unknown ones). */
  skip?: (a: Action) => boolean;
}

export const DEFAULT_BUDGET = { maxNodes: 300_000, maxMs: 20_000 } as const;

export interface SolveResult {
  solved: boolean;
  /** True when the whole tree was searched: "solved: false" then means no line exists. */
  complete: boolean;
  /** The hero's moves and the opponent's assumed replies, from the start to the goal. */
  line: Action[];
  nodes: number;
  ms: number;
}

interface Entry {
  win: boolean;
  /** The hero's move that wins from here. */
  move?: Action;
}

class OutOfBudget extends Error {}

const CLOCK_EVERY = 256;

/** `from`: where the puzzle started, when solving from a later position of it (a hint). */
export function solve(root: DuelState, goal: Goal, budget: Budget, from?: GoalStart): SolveResult {
  const start = from ?? goalStart(root);
  const t0 = budget.now();
  const table = new Map<string, Entry>();
  const onPath = new Set<string>();
  let nodes = 0;

  function tick(): void {
    nodes++;
    if (nodes > budget.maxNodes) throw new OutOfBudget();
    if (nodes % CLOCK_EVERY === 0) {
      if (budget.now() - t0 > budget.maxMs) throw new OutOfBudget();
      budget.onProgress?.(nodes);
    }
  }

  function wins(state: DuelState): boolean {
    tick();
    const verdict = judge(goal, start, state);
    if (verdict !== 'open') return verdict === 'met';
    if (outOfReach(state)) return false;
    const key = positionKey(state);
    const known = table.get(key);
    if (known) return known.win;
    // A position already on the current path: going round in a circle proves nothing.
    if (onPath.has(key)) return false;
    onPath.add(key);
    const entry = expand(state, start);
    onPath.delete(key);
    table.set(key, entry);
    return entry.win;
  }

  /** "Win" or "deal N" while the damage left in this Battle Phase cannot be enough. */
  function outOfReach(state: DuelState): boolean {
    if (goal.kind !== 'win' && goal.kind !== 'damage') return false;
    const lp = state.players[start.hero === 0 ? 1 : 0].lp;
    const need = goal.kind === 'win' ? lp : goal.amount - (start.opponentLp - lp);
    const bound = battleDamageBound(state, start.hero);
    return bound !== null && bound < need;
  }

  function expand(state: DuelState, s: GoalStart): Entry {
    const heroToMove = state.pending?.player === s.hero;
    const all = orderedMoves(state, goal, s.hero);
    const moves = heroToMove && budget.skip ? all.filter((m) => !budget.skip?.(m)) : all;
    if (heroToMove) {
      for (const move of moves) {
        const r = applyAction(state, move);
        if (r.ok && wins(r.state)) return { win: true, move };
      }
      return { win: false };
    }
    for (const move of moves) {
      const r = applyAction(state, move);
      if (r.ok && !wins(r.state)) return { win: false };
    }
    return { win: moves.length > 0 };
  }

  let solved = false;
  let complete = true;
  try {
    solved = wins(root);
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
    complete = false;
  }
  const line = solved ? principalLine(root, goal, start, table) : [];
  return { solved, complete, line, nodes, ms: budget.now() - t0 };
}

/** The opponent's reply shown in a line: passing if allowed, else their first move tried. */
function quietReply(moves: Action[]): Action | undefined {
  return moves.find((m) => m.type === 'pass') ?? moves.find((m) => m.type === 'endTurn') ?? moves[0];
}

/** Walks the proven table from the root: the hero's winning moves and quiet replies. */
function principalLine(root: DuelState, goal: Goal, start: GoalStart, table: Map<string, Entry>): Action[] {
  const line: Action[] = [];
  let state = root;
  while (judge(goal, start, state) === 'open' && line.length < 1000) {
    let move: Action | undefined;
    if (state.pending?.player === start.hero) move = table.get(positionKey(state))?.move;
    else {
      const moves = orderedMoves(state, goal, start.hero);
      // Only replies that were proven to lose for the opponent may be shown.
      move = [quietReply(moves), ...moves].find((m) => m && replyProven(state, m, goal, start, table));
    }
    if (!move) break;
    const r = applyAction(state, move);
    if (!r.ok) break;
    line.push(move);
    state = r.state;
  }
  return line;
}

function replyProven(state: DuelState, m: Action, goal: Goal, start: GoalStart, table: Map<string, Entry>): boolean {
  const r = applyAction(state, m);
  if (!r.ok) return false;
  return judge(goal, start, r.state) === 'met' || table.get(positionKey(r.state))?.win === true;
}
