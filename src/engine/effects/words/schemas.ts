// The step words that live in a folder of their own (effects/words/<word>/): their schemas and
// docs rows, for the validator and the vocabulary registry. Adding such a word is its folder,
// one line here, one in runs.ts and one in src/i18n/cardText/words/index.ts
// (words.test.ts checks the three lists agree).
import { changeRows, changeSchema } from './change/schema';
import { changeNameRows, changeNameSchema } from './changeName/schema';
import { damageAtEndPhaseRows, damageAtEndPhaseSchema } from './damageAtEndPhase/schema';
import { declareRows, declareSchema } from './declare/schema';
import { doubleMaterialRows, doubleMaterialSchema } from './doubleMaterial/schema';
import { destroyAtEndPhaseRows, destroyAtEndPhaseSchema } from './destroyAtEndPhase/schema';
import { drawUntilRows, drawUntilSchema } from './drawUntil/schema';
import { equipRows, equipSchema } from './equip/schema';
import { equipFromRows, equipFromSchema } from './equipFrom/schema';
import { equipSelfRows, equipSelfSchema } from './equipSelf/schema';
import { lookRows, lookSchema } from './look/schema';
import { moveAtEndPhaseRows, moveAtEndPhaseSchema } from './moveAtEndPhase/schema';
import { negateAttackRows, negateAttackSchema } from './negateAttack/schema';
import { redirectAttackRows, redirectAttackSchema } from './redirectAttack/schema';
import { ritualSummonRows, ritualSummonSchema } from './ritualSummon/schema';
import { rollDieRows, rollDieSchema } from './rollDie/schema';
import { shuffleDeckRows, shuffleDeckSchema } from './shuffleDeck/schema';
import { takeControlRows, takeControlSchema } from './takeControl/schema';
import { tossCoinRows, tossCoinSchema } from './tossCoin/schema';

export const WORD_STEP_SCHEMAS = {
  change: changeSchema,
  changeName: changeNameSchema,
  damageAtEndPhase: damageAtEndPhaseSchema,
  declare: declareSchema,
  doubleMaterial: doubleMaterialSchema,
  destroyAtEndPhase: destroyAtEndPhaseSchema,
  drawUntil: drawUntilSchema,
  equip: equipSchema,
  equipFrom: equipFromSchema,
  equipSelf: equipSelfSchema,
  look: lookSchema,
  moveAtEndPhase: moveAtEndPhaseSchema,
  negateAttack: negateAttackSchema,
  redirectAttack: redirectAttackSchema,
  ritualSummon: ritualSummonSchema,
  rollDie: rollDieSchema,
  shuffleDeck: shuffleDeckSchema,
  takeControl: takeControlSchema,
  tossCoin: tossCoinSchema,
} as const;

export const WORD_STEP_ROWS = [...changeNameRows, ...changeRows, ...damageAtEndPhaseRows, ...declareRows, ...destroyAtEndPhaseRows, ...doubleMaterialRows, ...drawUntilRows, ...equipFromRows, ...equipSelfRows, ...equipRows, ...lookRows, ...moveAtEndPhaseRows, ...negateAttackRows, ...redirectAttackRows, ...ritualSummonRows, ...rollDieRows, ...shuffleDeckRows, ...takeControlRows, ...tossCoinRows];
