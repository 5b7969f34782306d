// The players every caller of a session needs: a random one (seeded) and a script of actions.
// The AI's player is an adapter in src/ai (the engine never imports the AI).
import { nextInt, seedRng, type RngState } from '../rng';
import type { Action } from '../types';
import type { Player, Turn } from './session';

/**
 * Picks uniformly among the legal actions with `nextInt(rng, n)`: one draw per decision. Give it
 * an RngState to share one stream between both seats (or with other code), or a seed.
 */
export function randomPlayer(rng: RngState | number): Player {
  const r = typeof rng === 'number' ? seedRng(rng) : rng;
  return { choose: (t: Turn): Action | null => t.legal[nextInt(r, t.legal.length)] ?? null };
}

/**
 * Plays the given actions in order, whoever is asked (one script for both seats, or one per seat);
 * when the script runs out it has no move.
 */
export function scriptedPlayer(actions: readonly Action[]): Player & { readonly played: number } {
  let i = 0;
  return {
    choose: (): Action | null => (i < actions.length ? (actions[i++] as Action) : null),
    get played() {
      return i;
    },
  };
}
