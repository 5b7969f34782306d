// Scripts of the Sevens Road Beginner deck.
import type { CardScript } from '../../../engine/effects/types';
import { counterShield } from './c160003056';
import { typeChangeBeam } from './c160004039';
import { ultraViolady } from './c160010024';
import { darkHole } from './c160205069';
import { legendScout } from './c160212047';
import { sevensRoadMagician } from './c160301001';
import { mysticDealer } from './c160301006';
import { windSpiritsProtection } from './c160301011';
import { magicalStream } from './c160301012';
import { darkRevelation } from './c160301013';
import { curtainOfSparks } from './c160301014';
import { torrentialTribute } from './c160318005';
import { sevensRoadProtection } from './c160428021';

export const BEGINNER_SCRIPTS: readonly CardScript[] = [
  counterShield,
  typeChangeBeam,
  ultraViolady,
  darkHole,
  legendScout,
  sevensRoadMagician,
  mysticDealer,
  windSpiritsProtection,
  magicalStream,
  darkRevelation,
  curtainOfSparks,
  torrentialTribute,
  sevensRoadProtection,
];
