// The card text of the step words that live in a folder of their own
// (src/engine/effects/words/<word>/), one module per word holding every language.
import type { WordStep } from '../../../engine/docs';
import { changeText } from './change';
import { changeNameText } from './changeName';
import { damageAtEndPhaseText } from './damageAtEndPhase';
import { declareText } from './declare';
import { doubleMaterialText } from './doubleMaterial';
import { destroyAtEndPhaseText } from './destroyAtEndPhase';
import { drawUntilText } from './drawUntil';
import { equipText } from './equip';
import { equipFromText } from './equipFrom';
import { equipSelfText } from './equipSelf';
import { lookText } from './look';
import { moveAtEndPhaseText } from './moveAtEndPhase';
import { negateAttackText } from './negateAttack';
import { redirectAttackText } from './redirectAttack';
import { ritualSummonText } from './ritualSummon';
import { rollDieText } from './rollDie';
import { shuffleDeckText } from './shuffleDeck';
import { takeControlText } from './takeControl';
import { tossCoinText } from './tossCoin';
import type { StepText } from './types';
export { raceAsClause } from './raceAs';

export const WORD_STEP_TEXTS: { readonly [W in WordStep]: StepText<W> } = {
  change: changeText,
  changeName: changeNameText,
  damageAtEndPhase: damageAtEndPhaseText,
  declare: declareText,
  doubleMaterial: doubleMaterialText,
  destroyAtEndPhase: destroyAtEndPhaseText,
  drawUntil: drawUntilText,
  equip: equipText,
  equipFrom: equipFromText,
  equipSelf: equipSelfText,
  look: lookText,
  moveAtEndPhase: moveAtEndPhaseText,
  negateAttack: negateAttackText,
  redirectAttack: redirectAttackText,
  ritualSummon: ritualSummonText,
  rollDie: rollDieText,
  shuffleDeck: shuffleDeckText,
  takeControl: takeControlText,
  tossCoin: tossCoinText,
};
