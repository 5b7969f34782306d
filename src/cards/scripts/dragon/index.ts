// Scripts of the Dragias Dragon Rush deck.
import type { CardScript } from '../../../engine/effects/types';
import { dragonsReturn } from './c160003043';
import { blueFangBurstDragon } from './c160010101';
import { multistrikeDragias } from './c160302001';
import { gravityPressDragon } from './c160302002';
import { twinEdgeDragon } from './c160302006';
import { phoenixDragon } from './c160302009';
import { dragonicPressure } from './c160302011';
import { dragonsInferno } from './c160302012';
import { dragonEncounter } from './c160302013';
import { vengefulDragonsCounterattack } from './c160302014';
import { redBootBoostDragon } from './c160315001';
import { rbDragophone } from './c160315032';
import { dragiasBurstL } from './c160422001';
import { dragiasBurstR } from './c160422003';

export const DRAGON_SCRIPTS: readonly CardScript[] = [
  dragonsReturn,
  blueFangBurstDragon,
  multistrikeDragias,
  gravityPressDragon,
  twinEdgeDragon,
  phoenixDragon,
  dragonicPressure,
  dragonsInferno,
  dragonEncounter,
  vengefulDragonsCounterattack,
  redBootBoostDragon,
  rbDragophone,
  dragiasBurstL,
  dragiasBurstR,
];
