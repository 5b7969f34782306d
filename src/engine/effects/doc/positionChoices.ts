// R-MAX-13 / CE-20: a monster in MAXIMUM mode cannot be chosen for a position-changing effect.
// A document says "choose 1 to 3 monsters, then change their positions" in two steps; this
// pass gives such a choice the filter `maximumMode: false`, so the choice never offers it.
import type { CardRef, DocStep } from './types';

const choiceName = (ref: CardRef): string | null => (typeof ref === 'object' && 'chosen' in ref ? ref.chosen : null);

/** The steps with every choice that a later position step changes limited to non-MAXIMUM monsters. */
export function positionChoicesSkipMaximum(steps: readonly DocStep[]): readonly DocStep[] {
  const changed = new Set<string>();
  for (const s of steps) {
    if (s.do !== 'position') continue;
    const name = choiceName(s.cards);
    if (name !== null) changed.add(name);
  }
  if (changed.size === 0) return steps;
  return steps.map((s) => {
    if (s.do !== 'choose' || !changed.has(s.as)) return s;
    const from = s.from;
    if (typeof from !== 'object' || !('place' in from) || from.filter?.maximumMode !== undefined) return s;
    return { ...s, from: { ...from, filter: { ...from.filter, maximumMode: false } } };
  });
}
