// The fast policy: one greedy step with the engine. It plays both sides in rollouts and is
// the base of Easy. In the Main Phase it tries every distinct action (answering what
// follows), keeps the best if it beats doing nothing more, else goes to battle or ends the
// turn; in the Battle Phase it makes the best attack if that beats stopping.
import { legalActions } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { distinctActions, meaningKey, touchesFiller } from './actions';
import { stateKey } from './stateKey';
import { finishable, sensibleAnswers } from './tributes';
import { attacksLeft } from './board';
import { evaluate } from './evaluate';
import { cheapAnswer, isFree, settle } from './prompts';
import { type SimCtx, tryApply } from './simulate';

/** An action must gain at least this much (LP units) over standing still. */
const MARGIN = 20;

export interface Scored {
  action: Action;
  value: number;
  after: DuelState | null;
}

/** Every distinct legal action of a free decision with its one-step value for the actor. */
export function scoreStep(ctx: SimCtx, s: DuelState, legal: readonly Action[]): Scored[] {
  const who = s.pending?.player as Seat;
  const out: Scored[] = [];
  for (const a of distinctActions(s, legal)) {
    if (a.type === 'endTurn' || a.type === 'enterBattle' || touchesFiller(a, ctx.filler)) continue;
    const n = tryApply(ctx, s, a);
    if (!n) continue;
    // A Tribute Summon that cannot be finished comes back to this very position: skip it.
    if (n.pending?.kind === 'tribute' && !finishable(n)) continue;
    const after = settle(ctx, n, 1);
    out.push({ action: a, value: evaluate(after, who, ctx.w, 'inTurn'), after });
  }
  return out;
}

export function hasReadyAttacker(s: DuelState, seat: Seat): boolean {
  if (s.turn <= 1) return false;
  for (const m of s.players[seat].monsters) {
    if (m && !m.faceDown && m.position === 'attack' && attacksLeft(s, m) > 0) return true;
  }
  return false;
}

/** What standing still is worth: in Main, going on to battle; in Battle, ending the turn. */
export function standStill(ctx: SimCtx, s: DuelState): number {
  const who = s.pending?.player as Seat;
  if (s.pending?.kind === 'battle') return evaluate({ ...s, phase: 'end' }, who, ctx.w, 'inTurn');
  return evaluate(s, who, ctx.w, 'inTurn');
}

/** The fast policy's action for whoever must act in s (remembered per position). */
export function quickAction(ctx: SimCtx, s: DuelState): Action {
  const legal = legalActions(s);
  if (!isFree(s)) return cheapOrGreedy(ctx, s, legal);
  const key = stateKey(s);
  const known = ctx.memo.get(key);
  if (known !== undefined) {
    const a = legal.find((x) => meaningKey(s, x) === known);
    if (a) return a;
  }
  const a = greedyFree(ctx, s, legal);
  ctx.memo.set(key, meaningKey(s, a));
  return a;
}

function greedyFree(ctx: SimCtx, s: DuelState, legal: readonly Action[]): Action {
  const scored = scoreStep(ctx, s, legal);
  let best: Scored | null = null;
  for (const x of scored) if (!best || x.value > best.value) best = x;
  if (best && best.value > standStill(ctx, s) + MARGIN) return best.action;
  return stopAction(s, legal);
}

/** Main: battle if something can attack, else end; Battle: end. */
export function stopAction(s: DuelState, legal: readonly Action[]): Action {
  const who = s.pending?.player as Seat;
  if (s.pending?.kind === 'main' && hasReadyAttacker(s, who) && legal.some((a) => a.type === 'enterBattle')) return { type: 'enterBattle' };
  return { type: 'endTurn' };
}

/** A question (Tributes, a choice, an option, a Trap window): the best answer by one step. */
function cheapOrGreedy(ctx: SimCtx, s: DuelState, legal: readonly Action[]): Action {
  return bestAnswer(ctx, s) ?? cheapAnswer(ctx, s) ?? (legal[0] as Action);
}

function bestAnswer(ctx: SimCtx, s: DuelState): Action | null {
  const who = s.pending?.player as Seat;
  let best: Action | null = null;
  let bv = -Infinity;
  for (const a of sensibleAnswers(s, legalActions(s))) {
    if (touchesFiller(a, ctx.filler)) continue;
    const n = tryApply(ctx, s, a);
    if (!n) continue;
    const v = evaluate(settle(ctx, n, 1), who, ctx.w, 'inTurn');
    if (v > bv) {
      bv = v;
      best = a;
    }
  }
  return best;
}
