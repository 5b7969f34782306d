// After every action: open the Trap window it calls for (R-TIME-3), carry on with an
// attack that was declared, then hand the turn player the next decision.
import { resolveAttack } from './battle';
import { duelHasScripts } from './effects/registry';
import { openTrapWindow, trapMayAnswer } from './effects/window';
import type { DuelEvent, DuelState } from './types';

/** Settles d after an action whose events start at events[from]. */
export function settle(d: DuelState, events: DuelEvent[], from: number): void {
  let start = from;
  for (;;) {
    if (d.winner !== null || d.pending !== null || d.frame !== null) return;
    // Without scripts or a Set card no Trap can answer: skip copying the events for the window.
    if (duelHasScripts(d) && trapMayAnswer(d) && openTrapWindow(d, events.slice(start))) return;
    d.window = null;
    if (d.attack && !d.attack.calculated) {
      start = events.length;
      resolveAttack(d, events);
      continue;
    }
    d.pending = { kind: d.phase === 'battle' ? 'battle' : 'main', player: d.turnPlayer };
    return;
  }
}
