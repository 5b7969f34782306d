// Scripts of the Sevens Road Beginner deck: none left, every card of the deck is a document
// (src/cards/docs). A card that cannot be data would be added here.
import type { CardScript } from '../../../engine/effects/types';

export const BEGINNER_SCRIPTS: readonly CardScript[] = [];
