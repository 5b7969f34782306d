// The card text of the step word `change` (src/engine/effects/words/change/): the Type or
// Attribute of some monsters becomes another card's.
import type { StepText } from './types';

const EN = { race: 'Type', attribute: 'Attribute' } as const;
const JA = { race: '種族', attribute: '属性' } as const;
const ZH = { race: '种族', attribute: '属性' } as const;

export const changeText: StepText<'change'> = {
  en: (s, w) => `the ${EN[s.stat]} of ${w.cards(s.cards, 'every')} becomes the ${EN[s.stat]} of ${w.cards(s.of, 'every')} ${w.until(s.duration ?? 'thisTurn')}`,
  ja: (s, w) => `${w.cards(s.cards, 'every')}の${JA[s.stat]}は${w.until(s.duration ?? 'thisTurn')}${w.cards(s.of, 'every')}と同じ${JA[s.stat]}になる`,
  zh: (s, w) => `${w.cards(s.cards, 'every')}的${ZH[s.stat]}${w.until(s.duration ?? 'thisTurn')}变成与${w.cards(s.of, 'every')}相同的${ZH[s.stat]}`,
};
