// The card text of the condition word `dealt` (src/engine/effects/words/conditions/dealt/).
import type { ConditionText } from './types';

export const dealtText: ConditionText<'dealt'> = {
  en: (c) => (c.min === undefined ? 'that damage was really dealt' : `that damage came to ${c.min} or more`),
  ja: (c) => (c.min === undefined ? 'そのダメージを実際に与えた' : `そのダメージが${c.min}以上だった`),
  zh: (c) => (c.min === undefined ? '确实造成了那次伤害' : `那次伤害为${c.min}以上`),
};
