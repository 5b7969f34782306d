// The card text of the step word `shuffleDeck` (src/engine/effects/words/shuffleDeck/).
import type { StepText } from './types';

export const shuffleDeckText: StepText<'shuffleDeck'> = {
  en: () => 'shuffle your Deck',
  ja: () => '自分のデッキをシャッフルする',
  zh: () => '将自己的卡组洗切',
};
