// The card text of the condition word `lpAtLeast` (src/engine/effects/words/conditions/lpAtLeast/).
import type { ConditionText } from './types';

export const lpAtLeastText: ConditionText<'lpAtLeast'> = {
  en: (c) => `${(c.player ?? 'you') === 'you' ? 'your' : "your opponent's"} LP are ${c.lpAtLeast} or more`,
  ja: (c) => `${(c.player ?? 'you') === 'you' ? '自分' : '相手'}のLPが${c.lpAtLeast}以上`,
  zh: (c) => `${(c.player ?? 'you') === 'you' ? '自己' : '对手'}的基本分在${c.lpAtLeast}以上`,
};
