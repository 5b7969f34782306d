// Scripts of the Magnum Overlord MAXIMUM deck (and the Yggdrago set of the pool).
import type { CardScript } from '../../../engine/effects/types';
import { giantTortoiseOfGreed } from './c160003058';
import { magnumOverlordL } from './c160202001';
import { magnumOverlordR } from './c160202003';
import { crankedToTen } from './c160202007';
import { yggdragoL } from './c160202010';
import { yggdragoR } from './c160202012';
import { heavenlyGift } from './c160202050';
import { skystreamOverlordL } from './c160203001';
import { skystreamOverlord } from './c160203002';
import { skystreamOverlordR } from './c160203003';
import { gracefulCharity } from './c160204049';
import { doomblazeDespair } from './c160205018';
import { supremeDogRopero } from './c160207022';
import { superElectromagneticMaximum } from './c160207024';
import { beastBraveBrandish } from './c160207026';
import { ascendingWeatherEel } from './c160207039';
import { deepSeaDragonBatEel } from './c160207041';
import { heavenlyInvitation } from './c160207054';
import { burningOverlord } from './c160211069';

export const MAXIMUM_SCRIPTS: readonly CardScript[] = [
  giantTortoiseOfGreed,
  magnumOverlordL,
  magnumOverlordR,
  crankedToTen,
  yggdragoL,
  yggdragoR,
  heavenlyGift,
  skystreamOverlordL,
  skystreamOverlord,
  skystreamOverlordR,
  gracefulCharity,
  doomblazeDespair,
  supremeDogRopero,
  superElectromagneticMaximum,
  beastBraveBrandish,
  ascendingWeatherEel,
  deepSeaDragonBatEel,
  heavenlyInvitation,
  burningOverlord,
];
