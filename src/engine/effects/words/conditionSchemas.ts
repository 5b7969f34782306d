// The condition words that live in a folder of their own (effects/words/conditions/<word>/):
// their forms (spread into the condition's schema, doc/schema/refs.ts; a form is chosen by its
// key) and docs rows. Adding such a word is its folder, one line here, one in conditionRuns.ts
// and one in src/i18n/cardText/words/conditions.ts (words.test.ts checks the lists agree).
import { dealtForm, dealtRows } from './conditions/dealt/schema';
import { triggerFromForm, triggerFromRows } from './conditions/triggerFrom/schema';
import { declaredForm, declaredRows } from './conditions/declared/schema';
import { headsForm, headsRows } from './conditions/heads/schema';
import { rolledForm, rolledRows } from './conditions/rolled/schema';
import { equippedMonsterForm, equippedMonsterRows } from './conditions/equippedMonster/schema';
import { lpAtLeastForm, lpAtLeastRows } from './conditions/lpAtLeast/schema';
import { lpAtMostForm, lpAtMostRows } from './conditions/lpAtMost/schema';
import { notDoneThisTurnForm, notDoneThisTurnRows } from './conditions/notDoneThisTurn/schema';
import { phaseForm, phaseRows } from './conditions/phase/schema';
import { specialSummonedThisTurnForm, specialSummonedThisTurnRows } from './conditions/specialSummonedThisTurn/schema';

export const CONDITION_WORD_FORMS = {
  ...lpAtMostForm,
  ...lpAtLeastForm,
  ...declaredForm,
  ...headsForm,
  ...rolledForm,
  ...equippedMonsterForm,
  ...notDoneThisTurnForm,
  ...phaseForm,
  ...specialSummonedThisTurnForm,
  ...dealtForm,
  ...triggerFromForm,
};

export const CONDITION_WORD_ROWS = [...lpAtMostRows, ...lpAtLeastRows, ...declaredRows, ...headsRows, ...rolledRows, ...equippedMonsterRows, ...notDoneThisTurnRows, ...phaseRows, ...specialSummonedThisTurnRows, ...dealtRows, ...triggerFromRows];
