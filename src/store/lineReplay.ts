// A solver line to replay on the board: for each position of the line, the move made there.
// Looking moves up by position (not by step count) keeps the replay right however the store
// paces or groups the steps (an automatic "done", an animation still playing).
import { applyAction, type Action, type DuelState } from '../engine/play';
import { positionKey } from '../solver/key';

export class LineReplay {
  private readonly next = new Map<string, Action>();

  constructor(root: DuelState, line: readonly Action[]) {
    let s = root;
    for (const a of line) {
      const r = applyAction(s, a);
      if (!r.ok) break;
      this.next.set(positionKey(s), a);
      s = r.state;
    }
  }

  moveFor(s: DuelState): Action | null {
    return this.next.get(positionKey(s)) ?? null;
  }
}
