// Rules about what a choice may offer that follow from the steps after it, not from words on
// the card. A document says "choose 1 monster, then ..." in two steps; this pass narrows such
// a choice so it never offers a card the later step could not act on:
// - R-MAX-13 / CE-20: a monster in MAXIMUM mode cannot be chosen for a position-changing
//   effect (`maximumMode: false`); nor, for a change to Defense Position, a monster the
//   opponent's `keepsAttackPosition` keeps in Attack Position (`toDefenseAllowed`, set only here);
// - R-MEFF-2: an effect that makes a monster's original ATK a number cannot choose a monster
//   whose original ATK is that number already (`originalAtkNot`, a field only this pass sets);
// - R-MEFF-2: a cost that takes 1 card from a pile the effect must then choose from leaves a
//   card the effect can take ("send 1 card from your hand, then Special Summon 1 monster from
//   your hand" cannot send the only such monster): `leavesOneOf`, also set only here.
// - R-MEFF-2: a cost choice marked `keepsEffect` (keepsEffect.ts) is checked against the effect
//   as if its cards were chosen: the effect's choices from the same places leave them out
//   (`notChosen`, added here by `leaveOutKeptCost`).
// - R-MEFF-2 / R-ZONE-2: a cost that takes your monsters off the field frees their zones before
//   the effect Special Summons, so the activation check counts them (`zonesFreedByCost`).
// - R-SS-1 / R-SS-3: a choice Special Summoned to the opponent's field, or by the opponent, looks
//   for a zone on that field and reads the summoning player's locks (`summonFor`, set only here).
// - a choice whose control a `takeControl` takes never offers a monster under `keepsControl` (`controlSwitchable`);
// - R-SS-1: a choice the effect Special Summons face-down is read for a face-down summon, which a
//   lock of face-up Special Summons leaves allowed (`summonFaceDown`).
import type { CardRef, DocEffect, DocStep, Filter } from './types';

const choiceName = (ref: CardRef): string | null => (typeof ref === 'object' && 'chosen' in ref ? ref.chosen : null);

/** What each named choice must also pass, read from the steps that act on it. */
function narrowing(steps: readonly DocStep[]): Map<string, Filter> {
  const out = new Map<string, Filter>();
  const add = (name: string | null, f: Filter): void => {
    if (name !== null) out.set(name, { ...out.get(name), ...f });
  };
  // A choice whose position the effect changes first keeps every monster: the original-ATK
  // change only follows the position change (and a face-down monster's ATK is not to be read).
  const repositioned = new Set<string>();
  for (const s of steps) {
    if (s.do === 'position') {
      add(choiceName(s.cards), s.to === 'attack' || s.to === 'attackOrFaceDownDefense' ? { maximumMode: false } : { maximumMode: false, toDefenseAllowed: true });
      const n = choiceName(s.cards);
      if (n !== null) repositioned.add(n);
    }
    // R-CARD-8: a monster whose control cannot be switched now is no choice for a takeControl.
    if (s.do === 'takeControl') add(choiceName(s.cards), { controlSwitchable: true });
    // A summon to the other field: a `summonable` choice looks for a zone there, and the summoning player's locks.
    if (s.do === 'specialSummon' && (s.toOpponent || s.by === 'opponent')) add(choiceName(s.cards), { summonFor: s.toOpponent ? 'toOpponent' : 'byOpponent' });
    // A face-down Special Summon: a lock of face-up Special Summons does not stop it.
    if (s.do === 'specialSummon' && s.position === 'faceDownDefense') add(choiceName(s.cards), { summonFaceDown: true });
    const n = s.do === 'modify' ? choiceName(s.cards) : null;
    if (s.do === 'modify' && s.kind === 'baseAtk' && typeof s.value === 'number' && !(n !== null && repositioned.has(n))) add(n, { originalAtkNot: s.value });
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

export const samePlaces = (a: CardRef, b: CardRef): boolean =>
  typeof a === 'object' && typeof b === 'object' && 'place' in a && 'place' in b && a.side === b.side && JSON.stringify(a.place) === JSON.stringify(b.place) && a.top === undefined && b.top === undefined && a.bottom === undefined && b.bottom === undefined;

/**
 * The cost steps with each single-card choice narrowed so that a mandatory choice of the effect
 * from the same places still has a card to take.
 */
export function narrowCostChoices(cost: readonly DocStep[], steps: readonly DocStep[]): readonly DocStep[] {
  return cost.map((c) => {
    if (c.do !== 'choose' || c.keepsEffect === true || c.either !== undefined || (c.min ?? 1) !== 1 || (c.max ?? 1) !== 1 || c.optional) return c;
    const from = c.from;
    if (typeof from !== 'object' || !('place' in from)) return c;
    // Only a choice the effect makes before anything else happens: a draw or a move first may
    // bring the pile new cards.
    const first = steps.findIndex((s) => s.do !== 'choose' && s.do !== 'ask');
    const later = steps
      .slice(0, first === -1 ? steps.length : first)
      .find((s) => s.do === 'choose' && !s.optional && (typeof s.min !== 'number' || s.min >= 1) && s.if === undefined && s.ifSaid === undefined && samePlaces(s.from, from));
    if (later?.do !== 'choose' || typeof later.from !== 'object' || !('place' in later.from) || from.filter?.leavesOneOf !== undefined) return c;
    return { ...c, from: { ...from, filter: { ...from.filter, leavesOneOf: later.from } } };
  });
}

/** How many of your monsters the cost surely takes off the field (itself, or a fixed choice from your field moved away). */
function monstersTheCostRemoves(cost: readonly DocStep[], kind: DocEffect['kind']): number {
  let n = 0;
  for (const s of cost) {
    if (s.do !== 'move' || s.if !== undefined || s.ifSaid !== undefined) continue;
    if (s.cards === 'self') {
      if (kind === 'ignition') n += 1;
      continue;
    }
    const name = choiceName(s.cards);
    const pick = cost.find((c) => c.do === 'choose' && c.as === name);
    if (pick?.do !== 'choose' || pick.optional || typeof pick.min === 'object' || pick.if !== undefined || pick.ifSaid !== undefined) continue;
    const from = pick.from;
    if (typeof from === 'object' && 'place' in from && from.place === 'monsterZones' && from.side === 'you') n += pick.min ?? 1;
  }
  return n;
}

/** The effect's choices of monsters to Special Summon (and its monsters taken), told how many zones the cost frees first. */
export function countZonesFreedByCost(steps: readonly DocStep[], cost: readonly DocStep[] | undefined, kind: DocEffect['kind']): readonly DocStep[] {
  const n = cost ? monstersTheCostRemoves(cost, kind) : 0;
  if (n === 0) return steps;
  return steps.map((s) => {
    // A monster taken needs a zone too: the cost's freed zones count for it as well.
    if (s.do === 'takeControl') return { ...s, zonesFreedByCost: n };
    if (s.do !== 'choose' || typeof s.from !== 'object' || !('place' in s.from) || s.from.filter?.summonable !== true) return s;
    return { ...s, from: { ...s.from, filter: { ...s.from.filter, zonesFreedByCost: n } } };
  });
}

/**
 * The effect's steps with each choice from the same places as a `keepsEffect` choice of the cost
 * leaving that choice's cards out (`notChosen`): the cost moves them away before the effect
 * chooses, and the check of keepsEffect.ts reads the effect as if they were chosen.
 */
export function leaveOutKeptCost(steps: readonly DocStep[], cost: readonly DocStep[] | undefined): readonly DocStep[] {
  const kept = (cost ?? []).filter((c): c is Extract<DocStep, { do: 'choose' }> => c.do === 'choose' && c.keepsEffect === true);
  if (kept.length === 0) return steps;
  return steps.map((s) => {
    if (s.do !== 'choose' || typeof s.from !== 'object' || !('place' in s.from) || s.from.filter?.notChosen !== undefined) return s;
    const from = s.from;
    const k = kept.find((c) => samePlaces(c.from, from));
    return k ? { ...s, from: { ...from, filter: { ...from.filter, notChosen: k.as } } } : s;
  });
}

/** The names a `keepsEffect` choice's cards are read under: its own, and those the cost's moves of exactly it keep (`as`). */
export function keptCostNames(c: Extract<DocStep, { do: 'choose' }>, cost: readonly DocStep[]): string[] {
  const out = [c.as];
  for (const m of cost) if (m.do === 'move' && m.as !== undefined && choiceName(m.cards) === c.as && m.if === undefined && m.ifSaid === undefined) out.push(m.as);
  return out;
}
