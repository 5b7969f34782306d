// The card text of the condition word `lpAtMost` (src/engine/effects/words/conditions/lpAtMost/).
import type { ConditionText } from './types';

export const lpAtMostText: ConditionText<'lpAtMost'> = {
  en: (c) => `you have ${c.lpAtMost} LP or less`,
  ja: (c) => `自分のLPが${c.lpAtMost}以下`,
  zh: (c) => `自己的基本分在${c.lpAtMost}以下`,
};
