// Running the step word `changeName` (schema.ts says what it means).
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { linger } from '../../primitives/linger';
import { act } from '../../primitives/steps';
import { shownId } from '../../primitives/fusionSummon';
import { resolveRef } from '../../doc/select';
import { faceUpMonsters, untilOf } from '../read';

export function runChangeName(s: Extract<DocStep, { do: 'changeName' }>): Step {
  const to = s.to;
  return act((ctx) => {
    const until = untilOf(ctx, s.duration);
    // A name read from a card: the one it bears now (on the field), printed elsewhere.
    const from = typeof to === 'number' ? undefined : resolveRef(ctx, to.nameOf)[0];
    if (typeof to !== 'number' && from === undefined) return;
    const id = typeof to === 'number' ? to : shownId(ctx.state, from as number);
    for (const m of faceUpMonsters(ctx, s.cards)) linger(ctx, m.uid, 'nameAs', id, until, m.seat);
  });
}
