// Scripts of the Sevens Road Beginner deck.
import type { CardScript } from '../../../engine/effects/types';
import { typeChangeBeam } from './c160004039';
import { legendScout } from './c160212047';

export const BEGINNER_SCRIPTS: readonly CardScript[] = [
  typeChangeBeam,
  legendScout,
];
