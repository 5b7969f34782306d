// Helpers for the AI's tests: a deterministic clock and driving a duel with the AI.
import { applyAction, legalActions, playerView, textKey } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { actionKey } from './actions';
import { decide } from './decide';
import type { AiLevel, AiResponse } from './protocol';
import { toRealAction } from './translate';

/** A clock that advances 1 ms per reading: searches stop after a fixed amount of work. */
export function tickClock(): () => number {
  let t = 0;
  return () => t++;
}

export interface AiMove {
  action: Action;
  response: AiResponse;
}

/** The AI's move for whoever must act in the real state (seen through playerView). */
export function aiMove(state: DuelState, level: AiLevel, seed = 1, budgetMs = 40): AiMove {
  const seat = state.pending?.player as Seat;
  const view = playerView(state, seat);
  const response = decide({ id: 1, view, seat, level, seed, budgetMs }, tickClock());
  if (!response.action) throw new Error(`no action: ${response.error ?? '?'}`);
  const action = toRealAction(state, view, response.action);
  if (!action || !legalActions(state).some((a) => actionKey(a) === actionKey(action))) {
    throw new Error(`illegal action ${JSON.stringify(response.action)}`);
  }
  return { action, response };
}

/** Lets the AI play for `seat` until it is no longer that seat's turn (or the duel ends). */
export function playTurn(state: DuelState, level: AiLevel, seed = 1): { state: DuelState; moves: AiMove[] } {
  const seat = state.turnPlayer;
  const turn = state.turn;
  let s = state;
  const moves: AiMove[] = [];
  while (s.winner === null && s.turn === turn && moves.length < 60) {
    const m = aiMove(s, level, seed + moves.length);
    moves.push(m);
    const r = applyAction(s, m.action);
    if (!r.ok) throw new Error(textKey(r.error));
    s = r.state;
    if (s.pending && s.pending.player !== seat && s.turn === turn) {
      // The opponent may answer (a Trap window): it passes.
      const pass = legalActions(s).find((a) => a.type === 'pass');
      if (!pass) break;
      s = (applyAction(s, pass) as { state: DuelState }).state;
    }
  }
  return { state: s, moves };
}
