// The card text of the condition word `triggerFrom` (src/engine/effects/words/conditions/triggerFrom/).
import type { ConditionText } from './types';
import { FROM_EN, FROM_JA, FROM_ZH } from './triggers';

export const triggerFromText: ConditionText<'triggerFrom'> = {
  en: (c) => `a card that met this card's timing came from the ${c.triggerFrom.map((p) => FROM_EN[p]).join(' or ')}`,
  ja: (c) => `このカードの発動条件を満たしたカードが${c.triggerFrom.map((p) => FROM_JA[p]).join('か')}から移動したものだった`,
  zh: (c) => `满足这张卡发动时机的卡是从${c.triggerFrom.map((p) => FROM_ZH[p]).join('或')}移动的卡`,
};
