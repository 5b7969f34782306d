// The card text of the step word `declare` (src/engine/effects/words/declare/).
import type { StepText } from './types';

export const declareText: StepText<'declare'> = {
  en: (s) => `${s.by === 'opponent' ? 'your opponent names' : 'you name'} one of Monster, Spell or Trap`,
  ja: (s) => `${s.by === 'opponent' ? '相手は' : '自分は'}モンスター・魔法・罠のいずれかを宣言する`,
  zh: (s) => `${s.by === 'opponent' ? '对手' : '自己'}从怪兽・魔法・陷阱之中宣言1个`,
};
