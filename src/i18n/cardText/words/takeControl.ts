// The card text of the step word `takeControl` (src/engine/effects/words/takeControl/). The word
// never takes a monster in MAXIMUM mode (R-MAX-13), so its text says so.
import type { StepText } from './types';

export const takeControlText: StepText<'takeControl'> = {
  en: (s, w) =>
    `take control of ${w.cards(s.cards, 'every')} (never a monster in MAXIMUM mode)${s.until === 'endPhase' ? ' until the End Phase of this turn, when it goes back to your opponent' : ': it moves to your field and you use it as your own'}`,
  ja: (s, w) =>
    `${s.until === 'endPhase' ? 'このターンのエンドフェイズまで、' : ''}${w.cards(s.cards, 'every')}（マキシマムモードのモンスターは除く）のコントロールを得る${s.until === 'endPhase' ? '（エンドフェイズに相手に戻る）' : '（自分のフィールドに移し、自分のモンスターとして扱う）'}`,
  zh: (s, w) =>
    `${s.until === 'endPhase' ? '直到这个回合的结束阶段，' : ''}得到${w.cards(s.cards, 'every')}（极大模式的怪兽除外）的控制权${s.until === 'endPhase' ? '（结束阶段回到对手那边）' : '（移到自己场上，作为自己的怪兽使用）'}`,
};
