// The card text of the condition word `lpAtMost` (src/engine/effects/words/conditions/lpAtMost/).
import type { ConditionText } from './types';

export const lpAtMostText: ConditionText<'lpAtMost'> = {
  en: (c) => ((c.player ?? 'you') === 'you' ? `you have ${c.lpAtMost} LP or less` : `your opponent has ${c.lpAtMost} LP or less`),
  ja: (c) => `${(c.player ?? 'you') === 'you' ? '自分' : '相手'}のLPが${c.lpAtMost}以下である`,
  zh: (c) => `${(c.player ?? 'you') === 'you' ? '自己' : '对手'}的基本分在${c.lpAtMost}以下`,
};
