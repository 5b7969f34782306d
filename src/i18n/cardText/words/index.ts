// The card text of the step words that live in a folder of their own
// (src/engine/effects/words/<word>/), one module per word holding every language.
import type { WordStep } from '../../../engine/effects/words/runs';
import { changeText } from './change';
import { changeNameText } from './changeName';
import { declareText } from './declare';
import { lookText } from './look';
import { moveAtEndPhaseText } from './moveAtEndPhase';
import { negateAttackText } from './negateAttack';
import { shuffleDeckText } from './shuffleDeck';
import type { StepText } from './types';

export const WORD_STEP_TEXTS: { readonly [W in WordStep]: StepText<W> } = {
  change: changeText,
  changeName: changeNameText,
  declare: declareText,
  look: lookText,
  moveAtEndPhase: moveAtEndPhaseText,
  negateAttack: negateAttackText,
  shuffleDeck: shuffleDeckText,
};
