// Never miss a win this turn (docs/ai.md, "Winning this turn"). Before its usual thinking,
// a level with a lethal budget asks the solver (src/solver) whether the rest of its own turn
// can end the duel. The solver works on the mean-field world of the AI's own view
// (determinize.ts): its own Deck, the opponent's hand and Set Spells/Traps are blank
// placeholders it never plays, the opponent's face-down monsters the average monster of its
// likely decks. The opponent's moves are the solver's AND nodes (every reply must still
// lose); with the Set cards blank, a proven line is a win unless one of them is a Trap that
// stops it, and then the next decision searches again from what the Trap left.
// A proven line is remembered position by position, so the following decisions of the same
// turn follow it without a new search.
import { applyAction } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { solve } from '../solver/search';
import { positionKey } from '../solver/key';
import { touchesFiller } from './actions';
import { meanField } from './determinize';

export interface LethalBudget {
  /** Solver positions at most. */
  nodes: number;
  /** Clock time at most (ms of the clock passed in). */
  ms: number;
}

/** The hero's winning move per position (seat and mean-field key), from lines proven earlier. */
const proven = new Map<string, Action>();
const MAX_REMEMBERED = 4096;

const WIN = { kind: 'win' } as const;

function remember(key: string, a: Action): void {
  if (proven.size >= MAX_REMEMBERED) proven.clear();
  proven.set(key, a);
}

/** Whether the AI decides in its own turn's Main or Battle Phase, where a line can win. */
export function ownTurn(view: DuelState, me: Seat): boolean {
  return view.winner === null && view.turnPlayer === me && view.pending?.player === me && (view.phase === 'main' || view.phase === 'battle');
}

/** A move of a line that wins this turn from the AI's view, or null (none found in budget). */
export function lethalMove(view: DuelState, me: Seat, budget: LethalBudget, clock: () => number): Action | null {
  if (!ownTurn(view, me)) return null;
  const det = meanField(view, me);
  const keyOf = (s: DuelState): string => `${me}:${positionKey(s)}`;
  const known = proven.get(keyOf(det.state));
  if (known) return known;
  const r = solve(det.state, WIN, { maxNodes: budget.nodes, maxMs: budget.ms, now: clock, skip: (a) => touchesFiller(a, det.filler) });
  if (!r.solved) return null;
  let s = det.state;
  for (const a of r.line) {
    if (s.pending?.player === me) remember(keyOf(s), a);
    const next = applyAction(s, a);
    if (!next.ok) break;
    s = next.state;
  }
  return r.line[0] ?? null;
}

/** Forgets the remembered lines (tests that must not depend on earlier decisions). */
export function forgetLethal(): void {
  proven.clear();
}
