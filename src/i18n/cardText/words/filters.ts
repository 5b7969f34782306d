// The card text of the filter words that live in a folder of their own
// (src/engine/effects/words/filters/<word>/): each rewrites a filter into the fields the
// phrasebooks word, in every language at once.
import type { FilterWord } from '../../../engine/docs';
import { coinEffectText } from './coinEffect';
import { diceEffectText } from './diceEffect';
import { effectMonsterText } from './effectMonster';
import { listsMaterialText } from './listsMaterial';
import { originalIdsText } from './originalIds';
import { originalAtkText, originalDefText, originalLevelText, originalRaceText } from './originalStat';
import type { FilterText } from './types';

export const FILTER_WORD_TEXTS: { readonly [W in FilterWord]: FilterText } = {
  effectMonster: effectMonsterText,
  diceEffect: diceEffectText,
  coinEffect: coinEffectText,
  originalAtk: originalAtkText,
  originalDef: originalDefText,
  originalIds: originalIdsText,
  originalLevel: originalLevelText,
  originalRace: originalRaceText,
  listsMaterial: listsMaterialText,
};
