// The card text of the condition words that live in a folder of their own
// (src/engine/effects/words/conditions/<word>/), one module per word holding every language.
import type { ConditionWord } from '../../../engine/docs';
import { dealtText } from './dealt';
import { triggerFromText } from './triggerFrom';
import { declaredText } from './declared';
import { headsText } from './heads';
import { rolledText } from './rolled';
import { equippedMonsterText } from './equippedMonster';
import { lpAtLeastText } from './lpAtLeast';
import { lpAtMostText } from './lpAtMost';
import { notDoneThisTurnText } from './notDoneThisTurn';
import { phaseText } from './phase';
import { specialSummonedThisTurnText } from './specialSummonedThisTurn';
import type { ConditionText } from './types';

export const CONDITION_WORD_TEXTS: { readonly [W in ConditionWord]: ConditionText<W> } = {
  lpAtMost: lpAtMostText,
  lpAtLeast: lpAtLeastText,
  declared: declaredText,
  heads: headsText,
  rolled: rolledText,
  equippedMonster: equippedMonsterText,
  notDoneThisTurn: notDoneThisTurnText,
  phase: phaseText,
  specialSummonedThisTurn: specialSummonedThisTurnText,
  dealt: dealtText,
  triggerFrom: triggerFromText,
};
