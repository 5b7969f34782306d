// The card text of the step word `rollDie` (src/engine/effects/words/rollDie/).
import type { StepText } from './types';

export const rollDieText: StepText<'rollDie'> = {
  en: (s) => `${s.by === 'opponent' ? 'your opponent rolls' : 'roll'} ${(s.times ?? 1) > 1 ? 'a die twice (the two numbers added up are the result)' : 'one die'}`,
  ja: (s) => `${s.by === 'opponent' ? '相手が' : ''}サイコロを${s.times ?? 1}回振る${(s.times ?? 1) > 1 ? '（出た目の合計を使う）' : ''}`,
  zh: (s) => `${s.by === 'opponent' ? '对手' : ''}掷${s.times ?? 1}次骰子${(s.times ?? 1) > 1 ? '（使用点数的合计）' : ''}`,
};
