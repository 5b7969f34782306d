// Scripts of the Elemental HERO Fusion deck.
import type { CardScript } from '../../../engine/effects/types';
import { etherEscape } from './c160012062';
import { fusionicDefense } from './c160016064';
import { mariner } from './c160019047';
import { prisma } from './c160019065';
import { heliosphere } from './c160214029';
import { burstWingman } from './c160320002';
import { thunderGiant } from './c160320003';
import { bubbleman } from './c160320009';
import { argent } from './c160320011';
import { heroBoy } from './c160320013';
import { elementalCirculation } from './c160320030';
import { skyscraper } from './c160320032';
import { quakingMirrorForce } from './c160320038';

export const FUSION_SCRIPTS: readonly CardScript[] = [
  etherEscape,
  fusionicDefense,
  mariner,
  prisma,
  heliosphere,
  burstWingman,
  thunderGiant,
  bubbleman,
  argent,
  heroBoy,
  elementalCirculation,
  skyscraper,
  quakingMirrorForce,
];
