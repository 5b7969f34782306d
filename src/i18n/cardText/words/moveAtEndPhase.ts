// The card text of the step word `moveAtEndPhase` (src/engine/effects/words/moveAtEndPhase/):
// the move, worded as every move is (the phrasebook's `move`), delayed to the End Phase.
import type { DocStep } from '../../../engine/docs';
import type { StepText, StepWording } from './types';

const move = (s: Extract<DocStep, { do: 'moveAtEndPhase' }>, w: StepWording): string => w.pb.move(w.cards(s.cards, 'every'), s.to, Boolean(s.shuffle), w.mayBeTheirs(s.cards));

export const moveAtEndPhaseText: StepText<'moveAtEndPhase'> = {
  en: (s, w) => `during the End Phase of this turn, ${move(s, w)}`,
  ja: (s, w) => `このターンのエンドフェイズに、${move(s, w)}`,
  zh: (s, w) => `这个回合的结束阶段，${move(s, w)}`,
};
