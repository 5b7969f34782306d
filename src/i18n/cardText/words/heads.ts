// The card text of the condition word `heads` (src/engine/effects/words/conditions/heads/).
// An explicit `min` of 1 is "at least one toss showed heads" (an effect that may toss more than once).
import type { ConditionText } from './types';

export const headsText: ConditionText<'heads'> = {
  en: (c) => (c.max === 0 ? 'the coin showed tails' : (c.min ?? 1) > 1 ? `${c.min ?? 1} or more of the tosses showed heads` : c.min === 1 ? 'at least one toss showed heads' : 'the coin showed heads'),
  ja: (c) => (c.max === 0 ? 'コインが裏だった' : (c.min ?? 1) > 1 ? `${c.min ?? 1}回以上表が出た` : c.min === 1 ? '1回以上表が出た' : 'コインが表だった'),
  zh: (c) => (c.max === 0 ? '硬币是反面' : (c.min ?? 1) > 1 ? `出现正面${c.min ?? 1}次以上` : c.min === 1 ? '出现正面1次以上' : '硬币是正面'),
};
