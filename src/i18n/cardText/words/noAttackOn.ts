// The card text of the continuous rule `noAttackOn`: while the card is face-up (and its
// conditions hold), its controller's opponent cannot declare an attack on some monsters of its
// controller's field (this card, or those a filter names); in every language.
import type { TextLang } from '../terms';

export const NO_ATTACK_ON: Readonly<Record<TextLang, (monsters: string) => string>> = {
  en: (m) => `your opponent may not choose ${m.replace(/^every /, 'any ')} as an attack target`,
  ja: (m) => `相手は${m.replace(/全て$/, '')}を攻撃対象に選択できない`,
  zh: (m) => `对手不能选择${m.replace('全部', '')}作为攻击对象`,
};
