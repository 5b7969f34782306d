// Running the step word `change` (schema.ts says what it means).
import type { Step } from '../../types';
import { resolveRef } from '../../doc/select';
import type { DocStep } from '../../doc/types';
import { act } from '../../primitives/steps';
import { attributeNow, changeAttribute } from '../../primitives/attribute';
import { changeRace, raceOf } from '../../primitives/race';
import { faceUpMonsters, untilOf } from '../read';

export function runChange(s: Extract<DocStep, { do: 'change' }>): Step {
  const { cards: ref, of: source, duration, stat } = s;
  return act((ctx) => {
    // The Type (Attribute) the card shows now; its printed one off the field.
    const from = resolveRef(ctx, source)[0];
    if (from === undefined) return;
    const until = untilOf(ctx, duration);
    if (stat === 'race') {
      const race = raceOf(ctx.state, from);
      if (race === undefined) return;
      for (const m of faceUpMonsters(ctx, ref)) changeRace(ctx, m.uid, race, until, m.seat);
    } else {
      const attribute = attributeNow(ctx.state, from);
      if (attribute === undefined) return;
      for (const m of faceUpMonsters(ctx, ref)) changeAttribute(ctx, m.uid, attribute, until, m.seat);
    }
  });
}
