// A safe legal move for when the AI cannot answer: never attacks or spends cards, just
// lets the duel go on (pass a Trap window, cancel, finish a choice, end the turn).
import { legalActions, type Action, type DuelState } from '../engine/play';

const SAFE_ORDER: readonly Action['type'][] = ['pass', 'cancel', 'done', 'endTurn', 'option', 'select'];

/** An effect's question: "No" to an optional extra, Attack Position for a summon (by meaning, not order). */
function safeOption(state: DuelState): Action | null {
  const p = state.pending;
  if (p?.kind !== 'option') return null;
  for (const code of ['opt.no', 'opt.attackPosition']) {
    const index = p.options.findIndex((o) => o.code === code);
    if (index >= 0) return { type: 'option', index };
  }
  return null;
}

export function safeAction(state: DuelState): Action | null {
  const option = safeOption(state);
  if (option) return option;
  const legal = legalActions(state);
  for (const type of SAFE_ORDER) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal[0] ?? null;
}
