// Every card script in the pool, one file per card, grouped by the preset deck that uses
// the card. Adding a card with an effect is adding its file and one line in its group.
import { registerScripts } from '../../engine/effects/registry';
import type { CardScript } from '../../engine/effects/types';
import { BEGINNER_SCRIPTS } from './beginner';
import { DRAGON_SCRIPTS } from './dragon';
import { FUSION_SCRIPTS } from './fusion';
import { MAXIMUM_SCRIPTS } from './maximum';

export const CARD_SCRIPTS: readonly CardScript[] = [
  ...MAXIMUM_SCRIPTS,
  ...DRAGON_SCRIPTS,
  ...FUSION_SCRIPTS,
  ...BEGINNER_SCRIPTS,
];

registerScripts(CARD_SCRIPTS);
