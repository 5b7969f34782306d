// Running the step word `changeName` (schema.ts says what it means).
import type { Step } from '../../types';
import type { DocStep } from '../../doc/types';
import { linger } from '../../primitives/linger';
import { act } from '../../primitives/steps';
import { faceUpMonsters, untilOf } from '../read';

export function runChangeName(s: Extract<DocStep, { do: 'changeName' }>): Step {
  return act((ctx) => {
    const until = untilOf(ctx, s.duration);
    for (const m of faceUpMonsters(ctx, s.cards)) linger(ctx, m.uid, 'nameAs', s.to, until, m.seat);
  });
}
