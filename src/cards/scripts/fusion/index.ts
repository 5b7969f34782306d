// Scripts of the Elemental HERO Fusion deck.
import type { CardScript } from '../../../engine/effects/types';

export const FUSION_SCRIPTS: readonly CardScript[] = [];
