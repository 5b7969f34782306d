// The card text of the condition word `declared` (src/engine/effects/words/conditions/declared/).
import type { ConditionText } from './types';

export const declaredText: ConditionText<'declared'> = {
  en: (c) => (c.matches ? 'that card is of the named type' : 'that card is not of the named type'),
  ja: (c) => (c.matches ? 'そのカードが宣言された種類だった' : 'そのカードが宣言された種類ではなかった'),
  zh: (c) => (c.matches ? '那张卡是被宣言的种类' : '那张卡不是被宣言的种类'),
};
