// Scripts of the Elemental HERO Fusion deck: none left, every card of the deck is a document
// (src/cards/docs). A card of the deck that documents cannot say yet would be added here.
import type { CardScript } from '../../../engine/effects/types';

export const FUSION_SCRIPTS: readonly CardScript[] = [];
