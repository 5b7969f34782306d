// Scripts of the Magnum Overlord MAXIMUM deck (and the Yggdrago set of the pool).
import type { CardScript } from '../../../engine/effects/types';
import { magnumOverlordL } from './c160202001';
import { skystreamOverlordL } from './c160203001';
import { skystreamOverlord } from './c160203002';
import { doomblazeDespair } from './c160205018';
import { beastBraveBrandish } from './c160207026';
import { ascendingWeatherEel } from './c160207039';
import { deepSeaDragonBatEel } from './c160207041';

export const MAXIMUM_SCRIPTS: readonly CardScript[] = [
  magnumOverlordL,
  skystreamOverlordL,
  skystreamOverlord,
  doomblazeDespair,
  beastBraveBrandish,
  ascendingWeatherEel,
  deepSeaDragonBatEel,
];
