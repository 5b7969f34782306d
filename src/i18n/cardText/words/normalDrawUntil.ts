// The card text of the continuous rule `normalDrawUntil`: while the card is face-up, its
// controller's normal draw fills the hand up to that many cards instead of 5; in every language.
import type { TextLang } from '../terms';

export const NORMAL_DRAW_UNTIL: Readonly<Record<TextLang, (n: number) => string>> = {
  en: (n) => `your normal draw in the Draw Phase fills your hand up to ${n} cards instead of 5`,
  ja: (n) => `自分のドローフェイズの通常のドローは、手札が5枚ではなく${n}枚になるまでドローする`,
  zh: (n) => `自己抽卡阶段的通常抽卡改为抽到手牌变成${n}张而不是5张为止`,
};
