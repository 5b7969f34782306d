// Every card script in the pool. Adding a card with an effect = adding its file here.
import type { CardScript } from '../../engine/effects/types';

export const CARD_SCRIPTS: readonly CardScript[] = [];
