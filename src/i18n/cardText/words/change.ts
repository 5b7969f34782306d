// The card text of the step word `change` (src/engine/effects/words/change/): the Type or
// Attribute of some monsters becomes another card's, or the one named.
import { attributeName, raceName } from '../terms';
import type { StepText } from './types';

const EN = { race: 'Type', attribute: 'Attribute' } as const;
const JA = { race: '種族', attribute: '属性' } as const;
const ZH = { race: '种族', attribute: '属性' } as const;

export const changeText: StepText<'change'> = {
  en: (s, w) =>
    s.to !== undefined
      ? `the ${EN[s.stat]} of ${w.cards(s.cards, 'every')} becomes ${s.stat === 'race' ? raceName(s.to, 'en') : attributeName(s.to, 'en')} ${w.until(s.duration ?? 'thisTurn')}`
      : `the ${EN[s.stat]} of ${w.cards(s.cards, 'every')} becomes the ${EN[s.stat]} of ${w.cards(s.of ?? 'self', 'every')} ${w.until(s.duration ?? 'thisTurn')}`,
  ja: (s, w) =>
    s.to !== undefined
      ? `${w.cards(s.cards, 'every')}の${JA[s.stat]}は${w.until(s.duration ?? 'thisTurn')}${s.stat === 'race' ? raceName(s.to, 'ja') : `${attributeName(s.to, 'ja')}属性`}になる`
      : `${w.cards(s.cards, 'every')}の${JA[s.stat]}は${w.until(s.duration ?? 'thisTurn')}${w.cards(s.of ?? 'self', 'every')}と同じ${JA[s.stat]}になる`,
  zh: (s, w) =>
    s.to !== undefined
      ? `${w.cards(s.cards, 'every')}的${ZH[s.stat]}${w.until(s.duration ?? 'thisTurn')}变成${s.stat === 'race' ? raceName(s.to, 'zh') : `${attributeName(s.to, 'zh')}属性`}`
      : `${w.cards(s.cards, 'every')}的${ZH[s.stat]}${w.until(s.duration ?? 'thisTurn')}变成与${w.cards(s.of ?? 'self', 'every')}相同的${ZH[s.stat]}`,
};
