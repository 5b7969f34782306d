// A safe legal move for when the AI cannot answer: never attacks or spends cards, just
// lets the duel go on (pass a Trap window, cancel, finish a choice, end the turn).
import { legalActions, type Action, type DuelState } from '../engine';

const SAFE_ORDER: readonly Action['type'][] = ['pass', 'cancel', 'done', 'endTurn', 'option', 'select'];

export function safeAction(state: DuelState): Action | null {
  const legal = legalActions(state);
  for (const type of SAFE_ORDER) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal[0] ?? null;
}
