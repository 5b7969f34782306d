// Scripts of the Dragias Dragon Rush deck.
import type { CardScript } from '../../../engine/effects/types';
import { multistrikeDragias } from './c160302001';
import { rbDragophone } from './c160315032';
import { dragiasBurstL } from './c160422001';

export const DRAGON_SCRIPTS: readonly CardScript[] = [
  multistrikeDragias,
  rbDragophone,
  dragiasBurstL,
];
