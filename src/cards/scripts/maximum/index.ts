// Scripts of the Magnum Overlord MAXIMUM deck (and the Yggdrago set of the pool): none left,
// every card is a document (src/cards/docs). A card that cannot be data would be added here.
import type { CardScript } from '../../../engine/effects/types';

export const MAXIMUM_SCRIPTS: readonly CardScript[] = [];
