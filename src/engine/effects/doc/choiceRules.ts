// Rules about what a choice may offer that follow from the steps after it, not from words on
// the card. A document says "choose 1 monster, then ..." in two steps; this pass narrows such
// a choice so it never offers a card the later step could not act on:
// - R-MAX-13 / CE-20: a monster in MAXIMUM mode cannot be chosen for a position-changing
//   effect (`maximumMode: false`);
// - R-MEFF-2: an effect that makes a monster's original ATK a number cannot choose a monster
//   whose original ATK is that number already (`originalAtkNot`, a field only this pass sets).
import type { CardRef, DocStep, Filter } from './types';

const choiceName = (ref: CardRef): string | null => (typeof ref === 'object' && 'chosen' in ref ? ref.chosen : null);

/** What each named choice must also pass, read from the steps that act on it. */
function narrowing(steps: readonly DocStep[]): Map<string, Filter> {
  const out = new Map<string, Filter>();
  const add = (name: string | null, f: Filter): void => {
    if (name !== null) out.set(name, { ...out.get(name), ...f });
  };
  for (const s of steps) {
    if (s.do === 'position') add(choiceName(s.cards), { maximumMode: false });
    if (s.do === 'modify' && s.kind === 'baseAtk' && typeof s.value === 'number') add(choiceName(s.cards), { originalAtkNot: s.value });
  }
  return out;
}

/** The steps with every choice narrowed to the cards its later steps can act on. */
export function narrowChoices(steps: readonly DocStep[]): readonly DocStep[] {
  const extra = narrowing(steps);
  if (extra.size === 0) return steps;
  return steps.map((s) => {
    const more = s.do === 'choose' ? extra.get(s.as) : undefined;
    if (s.do !== 'choose' || !more) return s;
    const from = s.from;
    if (typeof from !== 'object' || !('place' in from)) return s;
    const filter: Filter = { ...from.filter };
    for (const [k, v] of Object.entries(more) as [keyof Filter, Filter[keyof Filter]][]) if (filter[k] === undefined) (filter as Record<string, unknown>)[k] = v;
    return { ...s, from: { ...from, filter } };
  });
}
