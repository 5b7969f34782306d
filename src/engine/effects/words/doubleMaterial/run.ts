// Running the step word `doubleMaterial` (schema.ts says what it means); primitives/fusionSummon.ts reads it.
import type { DocStep } from '../../doc/types';
import { linger, thisTurn } from '../../primitives/linger';
import { act } from '../../primitives/steps';
import type { Step } from '../../types';
import { faceUpMonsters } from '../read';

export function runDoubleMaterial(s: Extract<DocStep, { do: 'doubleMaterial' }>): Step {
  const { cards, fusion } = s;
  return act((ctx) => {
    for (const m of faceUpMonsters(ctx, cards)) linger(ctx, m.uid, 'doubleMaterial', fusion, thisTurn(ctx), m.seat);
  });
}
