// The card text of the condition word `phase` (src/engine/effects/words/conditions/phase/).
import type { ConditionText } from './types';

export const phaseText: ConditionText<'phase'> = {
  en: (c) => `it is the ${c.phase === 'battle' ? 'Battle' : 'Main'} Phase`,
  ja: (c) => `${c.phase === 'battle' ? 'バトル' : 'メイン'}フェイズである`,
  zh: (c) => `是${c.phase === 'battle' ? '战斗' : '主要'}阶段`,
};
