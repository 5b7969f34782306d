// A replay is everything needed to play a duel again: engine version, seed, decks and the
// actions taken. Replaying it gives the same states, so its final hash identifies the duel.
import { applyAction } from './apply';
import { stateHash } from './serialize';
import { newDuel, type DeckList } from './setup';
import type { Action, DuelState, Seat } from './types';
import { ENGINE_VERSION } from './version';
import type { Ruleset } from './ruleset';
import { textKey } from './text';

export interface Replay {
  engine: string;
  /** The card data it was recorded with (state.cardData); replays made before that have none. */
  cardData?: string;
  seed: number;
  decks: [DeckList, DeckList];
  firstPlayer?: Seat;
  actions: Action[];
}

export type ReplayResult =
  | { ok: true; state: DuelState; hash: string }
  | { ok: false; error: string; failedAt?: number };

/** Plays a replay again with the given cards; a replay recorded with other card data is refused. */
export function runReplay(r: Replay, ruleset: Ruleset): ReplayResult {
  if (r.engine !== ENGINE_VERSION) {
    return { ok: false, error: `This replay was recorded with engine ${r.engine}; this is engine ${ENGINE_VERSION}, which may play it differently.` };
  }
  const start = newDuel({ ruleset, decks: r.decks, seed: r.seed, ...(r.firstPlayer !== undefined ? { firstPlayer: r.firstPlayer } : {}) });
  if (!start.ok) return { ok: false, error: start.error };
  if (r.cardData !== undefined && r.cardData !== start.state.cardData) {
    return { ok: false, error: 'This replay was recorded with other card data than this game has, which may play it differently.' };
  }
  let state = start.state;
  for (const [i, a] of r.actions.entries()) {
    const res = applyAction(state, a);
    if (!res.ok) return { ok: false, error: `action ${i} was refused: ${textKey(res.error)}`, failedAt: i };
    state = res.state;
  }
  return { ok: true, state, hash: stateHash(state) };
}
