// The run code of the step words that live in a folder of their own (effects/words/<word>/),
// for the compiler. Kept apart from schemas.ts: the duel screen compiles documents but never
// validates them, so it loads no schema (docs/cards.md, "One folder per word").
import type { Step } from '../types';
import type { DocStep } from '../doc/types';
import { runChange } from './change/run';
import { runChangeName } from './changeName/run';
import { runDamageAtEndPhase } from './damageAtEndPhase/run';
import { runDeclare } from './declare/run';
import { runDoubleMaterial } from './doubleMaterial/run';
import { runDestroyAtEndPhase } from './destroyAtEndPhase/run';
import { runDrawUntil } from './drawUntil/run';
import { runEquip } from './equip/run';
import { runEquipFrom } from './equipFrom/run';
import { runEquipSelf } from './equipSelf/run';
import { runLook } from './look/run';
import { runMoveAtEndPhase } from './moveAtEndPhase/run';
import { runNegateAttack } from './negateAttack/run';
import { runRedirectAttack } from './redirectAttack/run';
import { runRitualSummon } from './ritualSummon/run';
import { runRollDie } from './rollDie/run';
import { runShuffleDeck } from './shuffleDeck/run';
import { runTakeControl } from './takeControl/run';
import { runTossCoin } from './tossCoin/run';
import type { WORD_STEP_SCHEMAS } from './schemas';

export type WordStep = keyof typeof WORD_STEP_SCHEMAS;
type Runs = { readonly [W in WordStep]: (s: Extract<DocStep, { do: W }>) => Step };

export const WORD_STEP_RUNS: Runs = {
  change: runChange,
  changeName: runChangeName,
  damageAtEndPhase: runDamageAtEndPhase,
  declare: runDeclare,
  doubleMaterial: runDoubleMaterial,
  destroyAtEndPhase: runDestroyAtEndPhase,
  drawUntil: runDrawUntil,
  equip: runEquip,
  equipFrom: runEquipFrom,
  equipSelf: runEquipSelf,
  look: runLook,
  moveAtEndPhase: runMoveAtEndPhase,
  negateAttack: runNegateAttack,
  redirectAttack: runRedirectAttack,
  ritualSummon: runRitualSummon,
  rollDie: runRollDie,
  shuffleDeck: runShuffleDeck,
  takeControl: runTakeControl,
  tossCoin: runTossCoin,
};

/** The step compiled by its word's own folder, or null for a word compiled elsewhere. */
export function wordStep(s: DocStep): Step | null {
  if (!Object.prototype.hasOwnProperty.call(WORD_STEP_RUNS, s.do)) return null;
  return (WORD_STEP_RUNS[s.do as WordStep] as (s: DocStep) => Step)(s);
}
