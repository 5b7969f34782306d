// Scripts of the Dragias Dragon Rush deck.
import type { CardScript } from '../../../engine/effects/types';
import { potOfGreed } from './c160411003';
import { sakuretsuArmor } from './c160417005';

export const DRAGON_SCRIPTS: readonly CardScript[] = [potOfGreed, sakuretsuArmor];
