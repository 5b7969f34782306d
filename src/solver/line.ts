// A solver line (engine actions) written in the scenario runner's vocabulary, so that
// appending it to the puzzle's "actions" replays it with `npm run scenario`.
import { applyAction, stateHash, toScenarioAction, cardLabel, textKey, type Action, type DuelState } from '../engine';
import { applyScenarioAction } from './load';

export type ScenarioAction = Record<string, unknown>;

/** Groups the picks of one question into one "choose", the way the runner reads them back. */
export function toScenarioLine(root: DuelState, line: readonly Action[]): ScenarioAction[] {
  const out: ScenarioAction[] = [];
  let state = root;
  let i = 0;
  const step = (a: Action): void => {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`the line does not replay: ${textKey(r.error)}`);
    state = r.state;
    i++;
  };
  while (i < line.length) {
    const a = line[i] as Action;
    const pend = state.pending;
    if (a.type === 'select' && (pend?.kind === 'choose' || pend?.kind === 'tribute')) {
      const kind = pend.kind;
      const picks: (string | number)[] = [];
      // One question: its picks (a pick reaching the maximum answers it), then "done" if said.
      while (i < line.length && state.pending?.kind === kind && (picks.length === 0 || state.pending.chosen.length > 0)) {
        const b = line[i] as Action;
        if (b.type === 'select') {
          picks.push(cardLabel(state, b.card));
          step(b);
        } else {
          if (b.type === 'done') step(b);
          break;
        }
      }
      // The runner answers "done" itself when fewer than the maximum are named.
      out.push({ do: 'choose', cards: picks });
      continue;
    }
    out.push(toScenarioAction(state, a));
    step(a);
  }
  return out;
}

/** True when the scenario actions, read back by the runner's rules, reach the same state. */
export function replaysTo(root: DuelState, refs: Map<string, number>, actions: readonly ScenarioAction[], end: DuelState): boolean {
  let state = root;
  try {
    actions.forEach((a, i) => (state = applyScenarioAction(state, refs, a, `line[${i}]`)));
  } catch {
    return false;
  }
  return stateHash(state) === stateHash(end);
}
