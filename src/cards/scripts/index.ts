// Every card script in the pool, one file per card, grouped by the preset deck that uses
// the card. Adding a card with an effect is adding its file and one line in its group.
import type { CardScript } from '../../engine/effects/types';
import { BEGINNER_SCRIPTS } from './beginner';
import { DRAGON_SCRIPTS } from './dragon';
import { FUSION_SCRIPTS } from './fusion';
import { MAXIMUM_SCRIPTS } from './maximum';
import { DOC_SCRIPTS } from '../docs';

export const CARD_SCRIPTS: readonly CardScript[] = [
  ...MAXIMUM_SCRIPTS,
  ...DRAGON_SCRIPTS,
  ...FUSION_SCRIPTS,
  ...BEGINNER_SCRIPTS,
  ...DOC_SCRIPTS,
];

const BY_ID = new Map(CARD_SCRIPTS.map((s) => [s.id, s]));

/** The effects of a card the game has, by id. */
export function scriptById(id: number): CardScript | undefined {
  return BY_ID.get(id);
}
