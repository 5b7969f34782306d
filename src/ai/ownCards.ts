// What a player knows of its own deck: the ids of every card it owns (AiRequest.ownCards).
// Types only, so the page can send it without loading the AI's card tables.
import type { DuelState, Seat } from '../engine/play';

/** The ids of every card `seat` owns in the full duel state: its decklist, never their places. */
export function ownCardsOf(state: DuelState, seat: Seat): number[] {
  const out: number[] = [];
  for (const c of state.cards) if (c.owner === seat) out.push(c.id);
  return out;
}
