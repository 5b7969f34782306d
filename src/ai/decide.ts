// The AI's entry point: AiRequest -> AiResponse. Used by the worker, the CLI and the tests.
// It only ever sees the request's view, checks that its answer is one of
// legalActions(view), and on any failure answers with a safe legal move instead.
import { msg } from '../i18n/msg';
import { legalActions } from '../engine';
import type { Action, DuelState } from '../engine';
import { indexOfAction } from './actions';
import { chooseAction } from './choose';
import type { AiLevel, AiRequest, AiResponse } from './protocol';

const LEVEL_NAMES: readonly AiLevel[] = ['easy', 'normal', 'hard'];

/** A move that is never a blunder of commission: pass, finish a choice, end the turn. */
export function safeAction(view: DuelState, legal: readonly Action[]): Action | null {
  const pend = view.pending;
  const find = (t: Action['type']): Action | undefined => legal.find((a) => a.type === t);
  if (pend?.kind === 'main' || pend?.kind === 'battle') return find('endTurn') ?? legal[0] ?? null;
  if (pend?.kind === 'tribute') return find('cancel') ?? legal[0] ?? null;
  return find('pass') ?? find('done') ?? find('cancel') ?? legal[0] ?? null;
}

function problem(req: AiRequest): string | null {
  if (typeof req !== 'object' || req === null) return 'the request is not an object';
  if (req.seat !== 0 && req.seat !== 1) return 'seat must be 0 or 1';
  if (!LEVEL_NAMES.includes(req.level)) return `unknown level ${JSON.stringify(req.level)}`;
  const v = req.view;
  if (typeof v !== 'object' || v === null || !Array.isArray(v.players) || !Array.isArray(v.cards)) return 'view is not a duel state';
  if (v.winner !== null) return 'the duel is over';
  if (!v.pending) return 'nothing is pending';
  if (v.pending.player !== req.seat) return `the view waits for player ${v.pending.player}, not for seat ${req.seat}`;
  return null;
}

export function decide(req: AiRequest, clock: () => number): AiResponse {
  const id = typeof req?.id === 'number' ? req.id : -1;
  const bad = problem(req);
  if (bad) return { id, action: null, explanation: null, error: bad };
  let legal: Action[] = [];
  try {
    legal = legalActions(req.view);
    if (legal.length === 0) return { id, action: null, explanation: null, error: 'no legal action in this view' };
    const seed = Number.isFinite(req.seed) ? req.seed >>> 0 : 0;
    const budgetMs = Number.isFinite(req.budgetMs) ? req.budgetMs : 0;
    const ownCards = Array.isArray(req.ownCards) ? req.ownCards.filter((x) => Number.isInteger(x)) : undefined;
    const c = chooseAction({ view: req.view, seat: req.seat, level: req.level, seed, budgetMs, clock, ownCards });
    const i = indexOfAction(legal, c.action);
    if (i < 0) throw new Error(`chose an action that is not legal: ${JSON.stringify(c.action)}`);
    return { id, action: legal[i] as Action, explanation: c.explanation };
  } catch (e) {
    const safe = safeAction(req.view, legal);
    const error = e instanceof Error ? e.message : String(e);
    return { id, action: safe, explanation: safe ? msg('ai.safe') : null, error };
  }
}
