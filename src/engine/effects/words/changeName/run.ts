// Running the step word `changeName` (schema.ts says what it means).
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { linger } from '../../primitives/linger';
import { act } from '../../primitives/steps';
import { faceUpMonsters, untilOf } from '../read';
import { resolveRef } from '../../doc/select';
import { shownId } from '../../names';

export function runChangeName(s: Extract<DocStep, { do: 'changeName' }>): Step {
  return act((ctx) => {
    const until = untilOf(ctx, s.duration);
    const from = s.of === undefined ? undefined : resolveRef(ctx, s.of)[0];
    const to = s.to ?? (from === undefined ? undefined : shownId(ctx.state, from));
    if (to === undefined) return;
    for (const m of faceUpMonsters(ctx, s.cards)) linger(ctx, m.uid, 'nameAs', to, until, m.seat);
  });
}
