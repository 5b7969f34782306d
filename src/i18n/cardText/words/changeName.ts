// The card text of the step word `changeName` (src/engine/effects/words/changeName/): a
// monster bears another card's name for a while.
import type { StepText } from './types';

// With `of`, the name is that of a referenced card ("the same name as the chosen monster").
export const changeNameText: StepText<'changeName'> = {
  en: (s, w) => `${w.cards(s.cards, 'every')} ${s.of ? `bears the same name as ${w.cards(s.of, 'every')}` : `is named "${w.name(s.to ?? 0)}"`} ${w.until(s.duration ?? 'thisTurn')}`,
  ja: (s, w) => `${w.cards(s.cards, 'every')}のカード名は${w.until(s.duration ?? 'thisTurn')}${s.of ? `${w.cards(s.of, 'every')}と同名カード` : `「${w.name(s.to ?? 0)}」`}として扱う`,
  zh: (s, w) => `${w.cards(s.cards, 'every')}的卡名${w.until(s.duration ?? 'thisTurn')}当作${s.of ? `与${w.cards(s.of, 'every')}同名的卡` : `「${w.name(s.to ?? 0)}」`}使用`,
};
