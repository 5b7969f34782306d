// R-WIN-5: a player may concede at any time, even while the engine waits for the other
// player. It is not one of legalActions, which lists the decisions of the player being
// asked; random players and the AI would otherwise concede at random.
import { declareWinner } from './flow';
import { beginDraft, endDraft } from './draft';
import { tx } from './text';
import type { ApplyResult, DuelEvent, DuelState, Seat } from './types';
import { other } from './zones';

export function concede(state: DuelState, seat: Seat): ApplyResult {
  if (state.winner !== null) return { ok: false, error: tx('duel.alreadyOver'), state };
  const d = beginDraft(state);
  endDraft();
  const events: DuelEvent[] = [];
  declareWinner(d, other(seat), 'concede', events);
  return { ok: true, state: d, events };
}
