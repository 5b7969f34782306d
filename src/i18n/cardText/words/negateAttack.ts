// The card text of the step word `negateAttack` (src/engine/effects/words/negateAttack/).
import type { StepText } from './types';

export const negateAttackText: StepText<'negateAttack'> = {
  en: () => 'negate the attack',
  ja: () => 'その攻撃を無効にする',
  zh: () => '使那次攻击无效',
};
