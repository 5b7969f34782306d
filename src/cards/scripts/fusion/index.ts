// Scripts of the Elemental HERO Fusion deck.
import type { CardScript } from '../../../engine/effects/types';
import { prisma } from './c160019065';
import { argent } from './c160320011';
import { elementalCirculation } from './c160320030';

export const FUSION_SCRIPTS: readonly CardScript[] = [
  prisma,
  argent,
  elementalCirculation,
];
