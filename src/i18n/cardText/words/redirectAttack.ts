// The card text of the step word `redirectAttack` (src/engine/effects/words/redirectAttack/).
import type { StepText } from './types';

export const redirectAttackText: StepText<'redirectAttack'> = {
  en: () => 'pick another monster of yours that the attacking monster could attack: from now on that attack is aimed at it',
  ja: () => '攻撃モンスターが攻撃できる自分の他のモンスター1体を選び、その攻撃の対象をそのモンスターに移す',
  zh: () => '选择攻击怪兽可以攻击的自己的另1只怪兽，那次攻击的对象转移为那只怪兽',
};
