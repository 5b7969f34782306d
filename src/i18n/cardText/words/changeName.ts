// The card text of the step word `changeName` (src/engine/effects/words/changeName/): a
// monster bears another card's name for a while.
import type { StepText } from './types';

export const changeNameText: StepText<'changeName'> = {
  en: (s, w) => `${w.cards(s.cards, 'every')} is named "${w.name(s.to)}" ${w.until(s.duration ?? 'thisTurn')}`,
  ja: (s, w) => `${w.cards(s.cards, 'every')}のカード名は${w.until(s.duration ?? 'thisTurn')}「${w.name(s.to)}」として扱う`,
  zh: (s, w) => `${w.cards(s.cards, 'every')}的卡名${w.until(s.duration ?? 'thisTurn')}当作「${w.name(s.to)}」使用`,
};
