// Running the step word `change` (schema.ts says what it means).
import type { Attribute } from '../../../types';
import type { Step } from '../../types';
import { resolveRef } from '../../doc/select';
import type { DocStep } from '../../doc/types';
import { act } from '../../primitives/steps';
import { attributeNow, changeAttribute } from '../../primitives/attribute';
import { changeRace, raceOf } from '../../primitives/race';
import { faceUpMonsters, untilOf } from '../read';

export function runChange(s: Extract<DocStep, { do: 'change' }>): Step {
  const { cards: ref, of: source, to, duration, stat } = s;
  return act((ctx) => {
    // The Type (Attribute) named, or the one the card shows now (its printed one off the field).
    const from = source === undefined ? undefined : resolveRef(ctx, source)[0];
    if (to === undefined && from === undefined) return;
    const until = untilOf(ctx, duration);
    if (stat === 'race') {
      const race = to ?? (from === undefined ? undefined : raceOf(ctx.state, from));
      if (race === undefined) return;
      for (const m of faceUpMonsters(ctx, ref)) changeRace(ctx, m.uid, race, until, m.seat);
    } else {
      const attribute = (to as Attribute | undefined) ?? (from === undefined ? undefined : attributeNow(ctx.state, from));
      if (attribute === undefined) return;
      for (const m of faceUpMonsters(ctx, ref)) changeAttribute(ctx, m.uid, attribute, until, m.seat);
    }
  });
}
