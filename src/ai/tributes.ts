// Tribute Summons that can get stuck. The engine asks for Tributes one at a time, and a
// pick can leave the summon impossible to finish (a monster worth two Tributes may only
// be picked first, R-NS-6); then only "cancel" is left, and an AI that starts the same
// summon again would go round in circles. These checks keep every pick finishable and drop
// a summon that cannot be finished at all.
import { applyAction, legalActions } from '../engine';
import type { Action, DuelState } from '../engine';

function next(s: DuelState, a: Action): DuelState | null {
  try {
    const r = applyAction(s, a);
    return r.ok ? r.state : null;
  } catch {
    return null;
  }
}

/** Whether the Tribute Summon asked for in s can still be finished (true if none is asked for). */
export function finishable(s: DuelState, depth = 0): boolean {
  if (s.pending?.kind !== 'tribute') return true;
  if (depth > 4) return false;
  for (const a of legalActions(s)) {
    if (a.type !== 'select') continue;
    const n = next(s, a);
    if (n && finishable(n, depth + 1)) return true;
  }
  return false;
}

/** The Tribute picks of s (a Tribute prompt) after which the summon can still be finished. */
export function viablePicks(s: DuelState, legal: readonly Action[]): Action[] {
  return legal.filter((a) => {
    if (a.type !== 'select') return false;
    const n = next(s, a);
    return n !== null && finishable(n);
  });
}

/** Whether this action starts a Tribute Summon that can never be finished. */
export function startsStuckSummon(s: DuelState, a: Action): boolean {
  if (a.type !== 'summon' || a.zone !== undefined) return false;
  const n = next(s, a);
  return n !== null && n.pending?.kind === 'tribute' && !finishable(n);
}

/**
 * The answers worth considering at a question: at a Tribute prompt only the finishable
 * picks (or cancel when there is none); elsewhere everything.
 */
export function sensibleAnswers(s: DuelState, legal: readonly Action[]): Action[] {
  if (s.pending?.kind !== 'tribute') return legal.slice();
  const picks = viablePicks(s, legal);
  return picks.length > 0 ? picks : legal.filter((a) => a.type === 'cancel');
}
