// Running the step word `drawUntil` (schema.ts says what it means).
import type { Seat } from '../../../types';
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { draw } from '../../primitives/moves';
import { act } from '../../primitives/steps';
import { other } from '../../../zones';

export function runDrawUntil(s: Extract<DocStep, { do: 'drawUntil' }>): Step {
  const who = (seat: Seat): Seat => (s.player === 'opponent' ? other(seat) : seat);
  return act(
    (ctx) => {
      const seat = who(ctx.seat);
      const n = s.hand - ctx.state.players[seat].hand.length;
      if (n <= 0) return;
      draw(ctx, n, seat);
    },
    // R-MEFF-2, R-WIN-6: at least 1 card to draw, and the Deck holds them all. The effect's own
    // card leaves the hand as it is activated, so it is not counted.
    (ctx) => {
      const p = ctx.state.players[who(ctx.seat)];
      const n = s.hand - p.hand.filter((uid) => uid !== ctx.self).length;
      return n > 0 && p.deck.length >= n;
    },
  );
}
