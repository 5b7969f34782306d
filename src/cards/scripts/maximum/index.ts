// Scripts of the Magnum Overlord MAXIMUM deck (and the Yggdrago set of the pool).
import type { CardScript } from '../../../engine/effects/types';
import { magnumOverlord } from './c160202002';
import { magnumOverlordR } from './c160202003';
import { trapHole } from './c160202019';

export const MAXIMUM_SCRIPTS: readonly CardScript[] = [magnumOverlord, magnumOverlordR, trapHole];
