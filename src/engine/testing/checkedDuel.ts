// A random duel with every per-step property checked (playCheckedDuel).
import { rulesetOf } from '../ruleset';
import { runReplay, stateHash } from '../index';
import type { Action, DuelState } from '../index';
import { seedRng } from '../rng';
import { playRandomDuel, type RandomDuelOptions, type RandomDuelResult } from './randomDuel';
import { checkOffered, listedProblems, stateOnlyProblems, transitionProblems } from './duelChecks';
import { junkAction } from './junkActions';
import { roundTripProblem } from './roundTrip';

export interface CheckStats {
  duels: number;
  actions: number;
  capped: number;
  maximumSummons: number;
  tributeSummons: number;
  activations: number;
  /** Junk actions offered, and how many of them were accepted (they happened to be legal). */
  offered: number;
  offeredAccepted: number;
  /** Damage events larger than the LP they hit (LP stops at 0, R-DMG-11). */
  overkill: number;
  roundTrips: number;
  endings: Record<string, number>;
}

export function newStats(): CheckStats {
  return {
    duels: 0, actions: 0, capped: 0, maximumSummons: 0, tributeSummons: 0, activations: 0, offered: 0, offeredAccepted: 0,
    overkill: 0, roundTrips: 0, endings: {},
  };
}

export interface CheckedDuelOptions extends Omit<RandomDuelOptions, 'onStart' | 'onStep'> {
  /** Names the duel in failure messages, e.g. "vanilla" or "maximum vs dragon". */
  label: string;
  stats: CheckStats;
  /** Junk actions offered in each state (default 2). */
  junkPerStep?: number;
}

/** Thrown when a property breaks; the message says which duel, which action and what broke. */
export class PropertyError extends Error {
  override name = 'PropertyError';
}

/**
 * Plays one random duel and checks, after every action: transitionProblems, the list of legal
 * actions, junk actions offered in the state before it (accepted iff listed, a refusal returns
 * the same state object and mutates nothing), JSON round trips of the first, 121st and last
 * states; at the end, that the replay of the action log reaches the same stateHash.
 * Throws PropertyError on the first problem.
 */
export function playCheckedDuel(o: CheckedDuelOptions): RandomDuelResult {
  const { stats, label, seed } = o;
  const junkRng = seedRng((seed ^ 0x1b873593) >>> 0);
  const junkPerStep = o.junkPerStep ?? 2;
  const where = (i: number, a: unknown, s: DuelState): string =>
    `[${label}] duel seed ${seed}${o.choiceSeed !== undefined ? ` choice seed ${o.choiceSeed}` : ''}${o.freeze ? ' (frozen)' : ''}, ` +
    `action #${i} ${JSON.stringify(a)} at turn ${s.turn}, pending ${JSON.stringify(s.pending)}`;
  const offer = (s: DuelState, keys: ReadonlySet<string>, junk: unknown, i: number, next: Action): void => {
    const c = checkOffered(s, keys, junk);
    stats.offered++;
    if (c.accepted) stats.offeredAccepted++;
    if (c.problem) throw new PropertyError(`${where(i, next, s)}: offering ${JSON.stringify(junk)} first: ${c.problem}`);
  };
  const roundTrip = (s: DuelState, i: number, a: unknown, hash?: string): void => {
    stats.roundTrips++;
    const p = roundTripProblem(s, hash);
    if (p) throw new PropertyError(`${where(i, a, s)}: state after it: ${p}`);
  };
  const result = playRandomDuel({
    ...o,
    onStart: (s) => {
      const problems = stateOnlyProblems(s, 'initial state');
      if (problems.length > 0) throw new PropertyError(`[${label}] duel seed ${seed}: the initial state: ${problems.join('; ')}`);
      roundTrip(s, -1, 'setup');
    },
    onStep: (step) => {
      const { before, legal, action, index } = step;
      const keys = new Set<string>();
      const problems = [...transitionProblems(step), ...listedProblems(before, legal, keys)];
      if (problems.length > 0) throw new PropertyError(`${where(index, action, before)}: ${problems.join('; ')}`);
      for (let k = 0; k < junkPerStep; k++) offer(before, keys, junkAction(before, junkRng, legal), index, action);
      if (action.type === 'activate') stats.activations++;
      const lp = [before.players[0].lp, before.players[1].lp];
      for (const e of step.events) {
        if (e.type === 'gainLp') lp[e.player] = e.lp;
        if (e.type !== 'damage') continue;
        if (e.amount > (lp[e.player] as number)) stats.overkill++;
        lp[e.player] = e.lp;
      }
      if (index === 120) roundTrip(step.after, index, action);
    },
  });
  const n = result.replay.actions.length;
  const live = stateHash(result.final);
  if (n > 0) roundTrip(result.final, n - 1, result.replay.actions[n - 1], live);
  const replayed = runReplay(result.replay, rulesetOf(result.final));
  if (!replayed.ok || replayed.hash !== live) {
    throw new PropertyError(
      `[${label}] duel seed ${seed}: replaying its ${result.replay.actions.length} actions gives ` +
        (replayed.ok ? `hash ${replayed.hash}, the live duel ${live}` : `an error: ${replayed.error}`),
    );
  }
  stats.duels++;
  stats.actions += result.replay.actions.length;
  stats.maximumSummons += result.maximumSummons;
  stats.tributeSummons += result.tributeSummons;
  if (result.capped) stats.capped++;
  const ending = result.capped ? 'capped' : `${result.final.winner === 'draw' ? 'draw' : 'win'} by ${result.final.winReason}`;
  stats.endings[ending] = (stats.endings[ending] ?? 0) + 1;
  return result;
}

/** One line for a test log: duels, actions, cap hits, summons, junk actions, endings. */
export function formatStats(name: string, s: CheckStats, ms: number): string {
  const endings = Object.entries(s.endings).map(([k, v]) => `${k} ${v}`).join(', ');
  return (
    `[${name}] ${s.duels} duels, ${s.actions} actions, ${s.capped} hit the turn cap, ` +
    `${s.maximumSummons} MAXIMUM / ${s.tributeSummons} Tribute Summons, ${s.activations} activations, ` +
    `${s.offered} junk actions offered (${s.offeredAccepted} happened to be legal), ${s.roundTrips} JSON round trips, ` +
    `${s.overkill} damage events larger than the LP left; endings: ${endings}; ${(ms / 1000).toFixed(1)} s`
  );
}

