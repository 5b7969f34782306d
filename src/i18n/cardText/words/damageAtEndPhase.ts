// The card text of the step word `damageAtEndPhase` (src/engine/effects/words/damageAtEndPhase/):
// the damage, worded as every damage is (the phrasebook's `damage`), delayed to the End Phase.
import type { StepText } from './types';

export const damageAtEndPhaseText: StepText<'damageAtEndPhase'> = {
  en: (s, w) => `in this turn's End Phase, ${w.pb.damage(s.player ?? 'you', w.amount(s.amount))}`,
  ja: (s, w) => `このターンのエンドフェイズに、${w.pb.damage(s.player ?? 'you', w.amount(s.amount))}`,
  zh: (s, w) => `这个回合的结束阶段，${w.pb.damage(s.player ?? 'you', w.amount(s.amount))}`,
};
