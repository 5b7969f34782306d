// The card text of the step word `look` (src/engine/effects/words/look/).
import type { StepText } from './types';

export const lookText: StepText<'look'> = {
  en: (s, w) => `look at ${w.cards(s.cards, 'every')} (only you see them, and they stay as they are)`,
  ja: (s, w) => `${w.cards(s.cards, 'every')}を自分だけが確認する（カードはそのままにする）`,
  zh: (s, w) => `由自己确认${w.cards(s.cards, 'every')}（那些卡保持原样）`,
};
