// Meeting a Fusion monster's list of materials (R-FUS-2, R-FUS-3) when the list mixes named
// materials ("X") and generic ones ("1 LIGHT Galaxy monster"): a material list is a list of
// slots, each a card id or a generic test, and a set of cards meets it when each slot takes a
// different card that fits it. Whether the slots can all be filled while some cards must be
// used is a bipartite matching (augmenting paths, Kuhn): polynomial, whatever the generic
// slots overlap with.

/** One material of the list: a card id (named), or a generic test the rule reads. */
export type MaterialSlot = number | string;

/**
 * Whether every slot can take a different card of the pool (`fits(slot, card)` says which
 * card may fill which slot) while every card of `forced` (indices into the pool) is used.
 * Cards are matched first from the forced cards' side, then every slot is filled; an
 * augmenting path never frees a matched card or slot, so the forced cards stay used.
 */
export function matchable(slotCount: number, poolSize: number, fits: (slot: number, card: number) => boolean, forced: readonly number[]): boolean {
  if (forced.length > slotCount) return false;
  const slotOf: number[] = new Array<number>(poolSize).fill(-1); // card -> slot
  const cardOf: number[] = new Array<number>(slotCount).fill(-1); // slot -> card
  const fromCard = (c: number, seen: boolean[]): boolean => {
    for (let s = 0; s < slotCount; s++) {
      if (seen[s] || !fits(s, c)) continue;
      seen[s] = true;
      const held = cardOf[s] as number;
      if (held < 0 || fromCard(held, seen)) {
        cardOf[s] = c;
        slotOf[c] = s;
        return true;
      }
    }
    return false;
  };
  const fromSlot = (s: number, seen: boolean[]): boolean => {
    for (let c = 0; c < poolSize; c++) {
      if (seen[c] || !fits(s, c)) continue;
      seen[c] = true;
      const held = slotOf[c] as number;
      if (held < 0 || fromSlot(held, seen)) {
        slotOf[c] = s;
        cardOf[s] = c;
        return true;
      }
    }
    return false;
  };
  for (const c of forced) {
    if ((slotOf[c] as number) >= 0) continue;
    if (!fromCard(c, new Array<boolean>(slotCount).fill(false))) return false;
  }
  for (let s = 0; s < slotCount; s++) {
    if ((cardOf[s] as number) >= 0) continue;
    if (!fromSlot(s, new Array<boolean>(poolSize).fill(false))) return false;
  }
  return true;
}

/**
 * Whether the slots can be filled using every forced card and, for each "at least one of"
 * group (a card freeing a Monster Zone, a material the effect requires), one card of it.
 * An empty group list adds nothing; an empty group can never be met.
 */
export function matchableWith(
  slotCount: number,
  poolSize: number,
  fits: (slot: number, card: number) => boolean,
  forced: readonly number[],
  oneOf: readonly (readonly number[])[],
): boolean {
  const pending = oneOf.filter((g) => !g.some((c) => forced.includes(c)));
  const [first, ...rest] = pending;
  if (!first) return matchable(slotCount, poolSize, fits, forced);
  for (const c of first) if (matchableWith(slotCount, poolSize, fits, [...forced, c], rest)) return true;
  return false;
}
