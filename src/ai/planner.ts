// Choosing at the root: every distinct legal action of the view is played out on one or
// more determinizations (rollout.ts) to a horizon and scored by where it ends. With more
// than one determinization the candidates race by successive halving: all of them get a
// first sample, the better half more samples, and so on while the budget lasts.
import type { Action, DuelState, Seat } from '../engine';
import { distinctActions } from './actions';
import { scoreStep } from './policy';
import { isFree } from './prompts';
import { sensibleAnswers, startsStuckSummon } from './tributes';
import { hopelessAttack } from './hopeless';
import type { Det } from './determinize';
import { rollout, valueAt } from './rollout';
import { newCtx, type SimCtx, tryApply } from './simulate';
import type { Weights } from './weights';

export interface Budget {
  /** Engine steps the whole decision may take. */
  maxWork: number;
  /** Clock reading after which no new rollout starts. */
  deadline: number;
  clock: () => number;
}

/** A rollout still running this long after the deadline is abandoned (its sample dropped). */
export const GRACE_MS = 60;

export interface RootScore {
  action: Action;
  /** Mean value over the samples taken. */
  value: number;
  samples: number;
  /** Where the first sample's rollout ended, and the state right after the action. */
  end: DuelState | null;
  next: DuelState | null;
}

/**
 * The root candidates: distinct legal actions; never a Tribute Summon that cannot be
 * finished, never a Tribute pick that makes it unfinishable, never cancelling one half-way.
 */
export function rootCandidates(view: DuelState, legal: readonly Action[]): Action[] {
  const list = distinctActions(view, legal);
  if (view.pending?.kind === 'tribute') return sensibleAnswers(view, list);
  const ok = list.filter((a) => !startsStuckSummon(view, a) && !hopelessAttack(view, a));
  return ok.length > 0 ? ok : list;
}

interface Arm {
  score: RootScore;
  total: number;
}

function sample(ctx: SimCtx, det: Det, arm: Arm, stopTurn: number, late: () => boolean): boolean {
  const rootTurn = det.state.turn;
  const next = tryApply(ctx, det.state, arm.score.action);
  if (!next) return false;
  const end = rollout(ctx, next, stopTurn, late);
  if (!end) return false;
  arm.total += valueAt(ctx, end, rootTurn, stopTurn);
  arm.score.samples++;
  arm.score.value = arm.total / arm.score.samples;
  if (!arm.score.end) {
    arm.score.end = end.state;
    arm.score.next = next;
  }
  return true;
}

/**
 * Scores the candidates over the determinizations. `turns` sets the horizon: 1 = the start
 * of the next turn, 2 = the turn after (the opponent's reply is played out too).
 */
export function searchRoot(
  dets: readonly Det[],
  me: Seat,
  w: Weights,
  all: readonly Action[],
  turns: number,
  budget: Budget,
  keep = Infinity,
): RootScore[] {
  const candidates = dets.length > 0 && all.length > keep + 2 ? prescreen(dets[0] as Det, me, w, all, keep) : all;
  const arms: Arm[] = candidates.map((action) => ({ score: { action, value: -Infinity, samples: 0, end: null, next: null }, total: 0 }));
  if (arms.length <= 1 || dets.length === 0) return arms.map((a) => a.score);
  const stopTurn = (dets[0] as Det).state.turn + turns;
  const ctxs = dets.map((d) => newCtx(me, w, d.filler));
  const spent = (): number => ctxs.reduce((n, c) => n + c.work, 0);
  const out = (): boolean => spent() >= budget.maxWork || budget.clock() >= budget.deadline;
  const late = (): boolean => budget.clock() >= budget.deadline + GRACE_MS;
  let alive = arms.slice();
  let d = 0;
  let perRound = Math.min(2, dets.length);
  while (d < dets.length) {
    const upto = Math.min(dets.length, d + perRound);
    for (const arm of alive) {
      for (let k = d; k < upto; k++) {
        // Candidates come best-first (prescreen), so a cut in the first round drops the
        // least promising ones; the first candidate always gets its sample.
        if ((d > 0 || arm !== alive[0]) && out()) return arms.map((a) => a.score);
        sample(ctxs[k] as SimCtx, dets[k] as Det, arm, stopTurn, late);
      }
    }
    d = upto;
    alive = alive.filter((a) => a.score.samples > 0).sort((a, b) => b.score.value - a.score.value);
    alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
    perRound *= 2;
    if (alive.length <= 1) break;
  }
  return arms.map((a) => a.score);
}

/**
 * At a Main or Battle Phase decision, keeps the `keep` actions with the best one-step value
 * (the fast policy's own scoring) and the actions that stop (battle, end the turn).
 */
function prescreen(det: Det, me: Seat, w: Weights, all: readonly Action[], keep: number): Action[] {
  const s = det.state;
  if (!isFree(s)) return all.slice();
  const ctx = newCtx(me, w, det.filler);
  const scored = scoreStep(ctx, s, all).sort((a, b) => b.value - a.value).slice(0, keep);
  const stops = all.filter((a) => a.type === 'endTurn' || a.type === 'enterBattle');
  // Best first, then stopping, then the rest: a cut by the clock drops the least promising.
  return [...scored.slice(0, 1).map((x) => x.action), ...stops, ...scored.slice(1).map((x) => x.action)];
}

/**
 * The best candidate among those sampled most (the finalists of the race), first one on
 * ties so the choice is reproducible.
 */
export function best(scores: readonly RootScore[]): RootScore | null {
  const most = scores.reduce((n, s) => Math.max(n, s.samples), 0);
  let b: RootScore | null = null;
  for (const s of scores) {
    if (s.samples === 0 || s.samples < most * 0.75) continue;
    if (!b || s.value > b.value + 1e-9) b = s;
  }
  return b;
}
