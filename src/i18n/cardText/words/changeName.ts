// The card text of the step word `changeName` (src/engine/effects/words/changeName/): a
// monster bears another card's name for a while.
import type { StepText } from './types';

export const changeNameText: StepText<'changeName'> = {
  en: (s, w) => (typeof s.to === 'number' ? `${w.cards(s.cards, 'every')} is named "${w.name(s.to)}" ${w.until(s.duration ?? 'thisTurn')}` : `${w.cards(s.cards, 'every')} bears the same name as ${w.cards(s.to.nameOf, 'every')} ${w.until(s.duration ?? 'thisTurn')}`),
  ja: (s, w) => (typeof s.to === 'number' ? `${w.cards(s.cards, 'every')}のカード名は${w.until(s.duration ?? 'thisTurn')}「${w.name(s.to)}」として扱う` : `${w.cards(s.cards, 'every')}のカード名は${w.until(s.duration ?? 'thisTurn')}${w.cards(s.to.nameOf, 'every').replace(/全て$/, '')}と同じカード名として扱う`),
  zh: (s, w) => (typeof s.to === 'number' ? `${w.cards(s.cards, 'every')}的卡名${w.until(s.duration ?? 'thisTurn')}当作「${w.name(s.to)}」使用` : `${w.cards(s.cards, 'every')}的卡名${w.until(s.duration ?? 'thisTurn')}当作与${w.cards(s.to.nameOf, 'every')}相同的卡名使用`),
};
