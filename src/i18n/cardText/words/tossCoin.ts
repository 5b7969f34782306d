// The card text of the step word `tossCoin` (src/engine/effects/words/tossCoin/).
import type { StepText } from './types';

const TIMES_EN = ['', 'once', 'twice', 'three times'];

export const tossCoinText: StepText<'tossCoin'> = {
  en: (s) => `toss a coin${(s.times ?? 1) > 1 ? ` ${TIMES_EN[s.times ?? 1] ?? ''}` : ''}`,
  ja: (s) => `コイントスを${s.times ?? 1}回行う`,
  zh: (s) => `进行${s.times ?? 1}次投掷硬币`,
};
