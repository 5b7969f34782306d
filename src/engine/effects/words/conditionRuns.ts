// The tests of the condition words that live in a folder of their own
// (effects/words/conditions/), for the compiler (doc/conditions.ts): no schema here.
import type { ReadCtx } from '../types';
import type { Condition } from '../doc/types';
import { dealtTest } from './conditions/dealt/run';
import { triggerFromTest } from './conditions/triggerFrom/run';
import { declaredTest } from './conditions/declared/run';
import { headsTest } from './conditions/heads/run';
import { rolledTest } from './conditions/rolled/run';
import { equippedMonsterTest } from './conditions/equippedMonster/run';
import { lpAtLeastTest } from './conditions/lpAtLeast/run';
import { lpAtMostTest } from './conditions/lpAtMost/run';
import { notDoneThisTurnTest } from './conditions/notDoneThisTurn/run';
import { phaseTest } from './conditions/phase/run';
import { specialSummonedThisTurnTest } from './conditions/specialSummonedThisTurn/run';
import type { CONDITION_WORD_FORMS } from './conditionSchemas';

export type ConditionWord = keyof typeof CONDITION_WORD_FORMS;
type Runs = { readonly [W in ConditionWord]: (c: Extract<Condition, Record<W, unknown>>) => (ctx: ReadCtx) => boolean };

export const CONDITION_WORD_RUNS: Runs = {
  lpAtMost: lpAtMostTest,
  lpAtLeast: lpAtLeastTest,
  declared: declaredTest,
  heads: headsTest,
  rolled: rolledTest,
  equippedMonster: equippedMonsterTest,
  notDoneThisTurn: notDoneThisTurnTest,
  phase: phaseTest,
  specialSummonedThisTurn: specialSummonedThisTurnTest,
  dealt: dealtTest,
  triggerFrom: triggerFromTest,
};

const WORDS = Object.keys(CONDITION_WORD_RUNS) as ConditionWord[];

/** A condition of a word that has a folder of its own. */
export type WordCondition = { [W in ConditionWord]: Extract<Condition, Record<W, unknown>> }[ConditionWord];

/** The word a condition is a form of, when that word has a folder of its own. */
export const conditionWordOf = (c: Condition): ConditionWord | undefined => WORDS.find((w) => w in c);

export const isWordCondition = (c: Condition): c is WordCondition => conditionWordOf(c) !== undefined;

/** The test of a condition whose word has a folder of its own. */
export function conditionWordTest(c: WordCondition): (ctx: ReadCtx) => boolean {
  const w = conditionWordOf(c) as ConditionWord;
  return (CONDITION_WORD_RUNS[w] as (c: Condition) => (ctx: ReadCtx) => boolean)(c);
}
