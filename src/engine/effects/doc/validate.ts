// Validating a card document against the closed vocabulary of its schemas (schema/, valibot;
// the TS types are inferred from the same schemas). Every key is an own property from a fixed
// list; a word outside the vocabulary is refused with its path. The schemas check each field;
// the rules across steps (a choice used before it is made, a Trap's trigger) are checked here.
import type { CardDoc } from './types';
import { cardDocSchema } from './schema/card';
import { problemOf } from './schema/problem';

/** What is wrong with a filter kept in a saved duel's modifiers, or null (its own module: a saved duel needs no document schema). */
export { filterProblem } from './schema/problem';

/** What is wrong with a card document, or null. */
export function cardDocProblem(doc: unknown): string | null {
  const e = problemOf(cardDocSchema, doc, 'card');
  if (e) return e;
  const d = doc as CardDoc;
  for (const [i, ef] of d.effects.entries()) {
    if (ef.choiceOf !== undefined) {
      if (ef.kind !== 'ignition') return `card.effects[${i}].choiceOf: only a monster's effect (ignition) has choices`;
      if (d.effects.filter((o) => o.choiceOf === ef.choiceOf).length < 2) return `card.effects[${i}].choiceOf: a multi-choice effect needs at least two choices`;
    }
    if (ef.kind === 'trap' && !ef.trigger) return `card.effects[${i}]: a Trap effect needs a trigger`;
    if (ef.kind !== 'trap' && ef.trigger) return `card.effects[${i}]: only a Trap effect has a trigger`;
    if (ef.byAttacker && ef.kind !== 'battleWin') return `card.effects[${i}].byAttacker: only a battleWin effect has byAttacker`;
    if (ef.kind === 'battleWin') {
      // It resolves inside the battle, where no player can be asked anything.
      if (ef.cost) return `card.effects[${i}]: a battleWin effect has no cost`;
      if (ef.steps.some((s) => s.do === 'choose' || s.do === 'chooseRandom' || s.do === 'ask' || s.do === 'fusionSummon' || s.do === 'ritualSummon')) return `card.effects[${i}]: a battleWin effect cannot choose or ask`;
    }
    // keepsEffect.ts: a cost choice is checked against the effect after it; the effect has no cost after it.
    const kept = ef.steps.findIndex((s) => s.do === 'choose' && s.keepsEffect === true);
    if (kept >= 0) return `card.effects[${i}] step ${kept}: keepsEffect is only for a choice of the cost`;
    const chosen = new Set<string>();
    for (const [j, s] of [...(ef.cost ?? []), ...ef.steps].entries()) {
      if (s.do === 'choose' && s.levels && (typeof s.min === 'object' || typeof s.max === 'object' || s.upTo || (s.max ?? s.min ?? 1) > 5)) {
        return `card.effects[${i}] step ${j}: levels needs a choice of at most 5 cards with numbers for min and max`;
      }
      if (s.do === 'modify' && s.filter && s.kind !== 'tributeValue' && s.kind !== 'battleImmune') return `card.effects[${i}] step ${j}: filter is only for a modify of kind tributeValue or battleImmune`;
      // A battleImmune's filter says while it holds: the monster's position only ("while it is in face-up Defense Position").
      if (s.do === 'modify' && s.kind === 'battleImmune' && s.filter && (s.filter.position === undefined || Object.keys(s.filter).some((k) => k !== 'position' && k !== 'faceUp'))) return `card.effects[${i}] step ${j}: the filter of a battleImmune modify holds a position (and faceUp) only`;
      if (s.do === 'choose' && (s.same !== undefined || s.different !== undefined) && (typeof s.min === 'object' || typeof s.max === 'object' || s.upTo !== undefined || (s.same !== undefined && s.different !== undefined))) {
        return `card.effects[${i}] step ${j}: a choice with same or different takes numbers for min and max, no upTo, and not both`;
      }
      if (s.do === 'choose' && s.either && (typeof s.from !== 'object' || 'chosen' in s.from)) return `card.effects[${i}] step ${j}: either chooses from a card set (place, side, filter)`;
      const refs = JSON.stringify(s).matchAll(/"(?:chosen|materialOf|notChosen)":"([A-Za-z0-9]+)"/g);
      for (const [, n = ''] of refs) {
        if (!chosen.has(n)) return `card.effects[${i}] step ${j} uses { "chosen": "${n}" } before a step chooses it`;
      }
      if (s.do === 'choose' || s.do === 'chooseRandom' || s.do === 'ask' || s.do === 'excavate') chosen.add(s.as);
      if ((s.do === 'destroy' || s.do === 'fusionSummon' || s.do === 'mill' || s.do === 'discard' || s.do === 'draw' || s.do === 'position' || s.do === 'move' || s.do === 'set') && s.as !== undefined) chosen.add(s.as);
      if (s.do === 'fusionSummon' && s.summonedAs !== undefined) chosen.add(s.summonedAs);
      if (s.do === 'ritualSummon') for (const n of [s.as, s.materialsAs]) if (n !== undefined) chosen.add(n);
    }
  }
  return null;
}
