// The card text of `fusionSummon` `handFor`: monsters in the hand may be materials too, only when
// the Fusion monster summoned is of some kind, in every language.
import type { TextLang } from '../terms';

export const HAND_FOR: Readonly<Record<TextLang, (summon: string, monster: string) => string>> = {
  en: (t, m) => `${t}; if the Fusion monster is ${m}, monsters in your hand may be materials as well`,
  ja: (t, m) => `${t}。融合モンスターが${m}の場合、自分の手札のモンスターも融合素材にできる`,
  zh: (t, m) => `${t}。融合怪兽是${m}的场合，自己手牌的怪兽也能作为融合素材`,
};
