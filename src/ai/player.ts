// The AI as a player of the engine's duel session (src/engine/session): it sees only
// playerView(state, seat), thinks on the session's clock, and its answer is mapped back to the
// real duel (hidden cards have other uids in a view). An answer that is not legal there is not
// played: the player has no move (null), or plays the `fallback` the caller gave.
import { playerView } from '../engine';
import type { Action, Player, Seat, Turn } from '../engine';
import { actionKey } from './actions';
import { decide } from './decide';
import { ownCardsOf } from './ownCards';
import type { AiLevel, AiResponse } from './protocol';
import { mixSeed } from './rand';
import { toRealAction } from './translate';

export interface AiDecision {
  readonly turn: Turn;
  readonly response: AiResponse;
  /** The answer mapped to the real duel (toRealAction), legal there or not. */
  readonly mapped: Action | null;
  /** `mapped` when it is legal in the real duel; null otherwise. */
  readonly action: Action | null;
}

export interface AiPlayerOptions {
  level: AiLevel;
  seat: Seat;
  /** The duel's seed: decision n of seat s thinks with seed mixSeed(seed, 2n + s). */
  seed: number;
  budgetMs: number;
  /** Sees every decision (with its response), before the action is played. */
  onDecision?: (d: AiDecision) => void;
}

/** The AI's answer to one turn of a session, in the real duel (null when not legal there). */
export function aiDecision(o: AiPlayerOptions, turn: Turn, ownCards: readonly number[]): AiDecision {
  const { state, index } = turn;
  const view = playerView(state, o.seat);
  const response = decide({ id: index, view, seat: o.seat, level: o.level, seed: mixSeed(o.seed, index * 2 + o.seat), budgetMs: o.budgetMs, ownCards }, turn.clock);
  const mapped = response.action ? toRealAction(state, view, response.action) : null;
  const action = mapped && turn.legal.some((a) => actionKey(a) === actionKey(mapped)) ? mapped : null;
  return { turn, response, mapped, action };
}

/**
 * An AI player for one seat. It knows its own decklist (ownCardsOf the first state it sees:
 * the owners of the duel's cards never change), never where its cards are.
 */
export function aiPlayer(o: AiPlayerOptions): Player {
  let own: number[] | null = null;
  return {
    choose(turn) {
      own ??= ownCardsOf(turn.state, o.seat);
      const d = aiDecision(o, turn, own);
      o.onDecision?.(d);
      return d.action;
    },
  };
}
