// The card text of the step word `destroyAtEndPhase` (src/engine/effects/words/destroyAtEndPhase/):
// the destruction, worded as every destruction is (the phrasebook's `destroy`), delayed to the End Phase.
import type { StepText } from './types';

export const destroyAtEndPhaseText: StepText<'destroyAtEndPhase'> = {
  en: (s, w) => `during the End Phase of this turn, ${w.pb.destroy(w.cards(s.cards, 'every'))}`,
  ja: (s, w) => `このターンのエンドフェイズに、${w.pb.destroy(w.cards(s.cards, 'every'))}`,
  zh: (s, w) => `这个回合的结束阶段，${w.pb.destroy(w.cards(s.cards, 'every'))}`,
};
