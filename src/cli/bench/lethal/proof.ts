// What makes a position a win-this-turn position of the lethal bench (make.ts).
import { playerView, type DuelState } from '../../../engine';
import { meanField } from '../../../ai/determinize';
import { touchesFiller } from '../../../ai/actions';
import { solve } from '../../../solver/search';

const WIN = { kind: 'win' } as const;

/** The solver proves a win this turn from the turn player's own view. */
export function provenFromView(state: DuelState, nodes: number): boolean {
  const me = state.turnPlayer;
  const det = meanField(playerView(state, me), me);
  return solve(det.state, WIN, { maxNodes: nodes, maxMs: Infinity, now: () => 0, skip: (a) => touchesFiller(a, det.filler) }).solved;
}

/** The solver proves a win this turn on the real position. */
export function provenReal(state: DuelState, nodes: number): boolean {
  return solve(state, WIN, { maxNodes: nodes, maxMs: Infinity, now: () => 0 }).solved;
}

