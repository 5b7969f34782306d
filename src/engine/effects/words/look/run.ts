// Running the step word `look` (schema.ts says what it means).
import { LOOK_CODE, tx } from '../../../text';
import type { Prompt, Step } from '../../types';
import { resolveRef } from '../../doc/select';
import type { DocStep } from '../../doc/types';

export function runLook(s: Extract<DocStep, { do: 'look' }>): Step {
  // A prompt to the effect's player naming the cards: playerView shows them to that player
  // while it is open (view.ts, LOOK_CODE); once it is answered they are hidden again.
  const ref = s.cards;
  const seen = 'looked';
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[seen] !== undefined) return;
      const list = resolveRef(ctx, ref);
      if (list.length === 0) return;
      return { kind: 'option', store: seen, title: tx(LOOK_CODE, { cards: list }), options: [tx('opt.seen')] };
    },
  };
}
