// One decision at a level: determinize the view, score the candidates, pick one, and say
// why in one line.
import { legalActions } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { meanField, sampled, type Det, type OwnDeck } from './determinize';
import { ownDeck } from './decklists';
import { stepChoice } from './stepChoice';
import { explain } from './explain';
import type { Msg } from '../i18n/msg';
import { LEVELS } from './levels';
import { best, rootCandidates, searchRoot, type RootScore } from './planner';
import type { AiLevel } from './protocol';
import { makeRand, mixSeed } from './rand';
import { WEIGHTS, type Weights } from './weights';
import { lethalMove } from './lethal';

export interface Choice {
  action: Action;
  /** Why, for the duel log (a message in the player's language). */
  explanation: Msg;
  scores: RootScore[];
}

export interface ChooseInput {
  view: DuelState;
  seat: Seat;
  level: AiLevel;
  seed: number;
  budgetMs: number;
  clock: () => number;
  weights?: Weights;
  /** AiRequest.ownCards: the ids of every card this seat owns. */
  ownCards?: readonly number[];
}

function determinize(view: DuelState, seat: Seat, level: AiLevel, seed: number, ownCards?: readonly number[]): Det[] {
  const n = LEVELS[level].dets;
  if (n === 'mean') return [meanField(view, seat)];
  const own: OwnDeck | undefined = ownCards ? { seat, deck: ownDeck(ownCards) } : undefined;
  return Array.from({ length: n }, (_, i) => sampled(view, mixSeed(seed, i + 1), own));
}

export function chooseAction(input: ChooseInput): Choice {
  const { view, seat, level } = input;
  const cfg = LEVELS[level];
  const w = input.weights ?? (cfg.weights ? { ...WEIGHTS, ...cfg.weights } : WEIGHTS);
  const legal = legalActions(view);
  const cands = rootCandidates(view, legal);
  if (cands.length === 0) throw new Error('no legal action');
  if (cands.length === 1) {
    const only = cands[0] as Action;
    return { action: only, explanation: explain(view, seat, only, null, null), scores: [] };
  }
  const t0 = input.clock();
  // A win this turn first: the solver on the AI's own view (lethal.ts), within its budget.
  const lethalMs = cfg.lethal && input.budgetMs > 0 ? Math.min(cfg.lethal.ms, input.budgetMs) : cfg.lethal?.ms;
  const win = cfg.lethal ? lethalMove(view, seat, { nodes: cfg.lethal.nodes, ms: lethalMs ?? 0 }, input.clock) : null;
  if (win) return { action: win, explanation: explain(view, seat, win, null, null), scores: [] };
  const dets = determinize(view, seat, level, input.seed, input.ownCards);
  if (!cfg.rollouts) {
    const c = stepChoice(dets[0] as Det, w, cfg, makeRand(mixSeed(input.seed, 99)));
    return { action: c.action, explanation: explain(view, seat, c.action, c.after, null), scores: [] };
  }
  const ms = input.budgetMs > 0 ? Math.min(cfg.maxMs, input.budgetMs) : cfg.maxMs;
  const scores = searchRoot(dets, seat, w, cands, cfg.turns, { maxWork: cfg.maxWork, deadline: t0 + ms, clock: input.clock }, cfg.keep);
  const pick = best(scores);
  // No sample at all (out of time at once): the best candidate by one greedy step.
  const action = pick?.action ?? scores[0]?.action ?? (cands[0] as Action);
  return { action, explanation: explain(view, seat, action, pick?.next ?? null, pick?.end ?? null), scores };
}
