// The greedy step at the root: Normal's choice (the best candidate), and Easy's, which
// adds a human's carelessness: it picks among the candidates at random with a softmax over
// their values (close calls go either way, clear blunders stay rare), and sometimes
// forgets its Trap or a position change.
import type { Action, DuelState } from '../engine';
import { legalActions } from '../engine';
import type { Det } from './determinize';
import type { LevelConfig } from './levels';
import { cheapAnswer, isFree, settle } from './prompts';
import { scoreStep, standStill, stopAction } from './policy';
import { evaluate } from './evaluate';
import type { Rand } from './rand';
import { newCtx } from './simulate';
import { sensibleAnswers } from './tributes';
import { tryApply } from './simulate';
import type { Weights } from './weights';

export interface StepChoice {
  action: Action;
  after: DuelState | null;
}

function softmax(r: Rand, values: readonly number[], t: number): number {
  const hi = Math.max(...values);
  if (t <= 0) return values.indexOf(hi);
  const ws = values.map((v) => Math.exp((v - hi) / t));
  let x = r.float() * ws.reduce((a, b) => a + b, 0);
  for (let i = 0; i < ws.length; i++) {
    x -= ws[i] as number;
    if (x <= 0) return i;
  }
  return ws.length - 1;
}

export function stepChoice(det: Det, w: Weights, cfg: LevelConfig, r: Rand): StepChoice {
  const s = det.state;
  const ctx = newCtx(s.pending?.player ?? 0, w, det.filler);
  const legal = legalActions(s);
  if (!isFree(s)) {
    if (s.pending?.kind === 'respond' && r.float() < cfg.slip) return { action: { type: 'pass' }, after: null };
    const options = sensibleAnswers(s, legal);
    const values = options.map((a) => {
      const n = tryApply(ctx, s, a);
      return n ? evaluate(settle(ctx, n, 1), ctx.me, w, 'inTurn') : -Infinity;
    });
    const pick = options[softmax(r, values, cfg.temperature)] ?? cheapAnswer(ctx, s) ?? (legal[0] as Action);
    return { action: pick, after: null };
  }
  let scored = scoreStep(ctx, s, legal);
  if (r.float() < cfg.slip) scored = scored.filter((x) => x.action.type !== 'changePosition');
  const stop = stopAction(s, legal);
  const options = [...scored.map((x) => x.action), stop];
  const values = [...scored.map((x) => x.value), standStill(ctx, s)];
  const i = softmax(r, values, cfg.temperature);
  return { action: options[i] as Action, after: scored[i]?.after ?? null };
}
