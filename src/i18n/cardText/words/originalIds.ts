// The card text of the filter word `originalIds` (src/engine/effects/words/filters/originalIds/):
// the phrasebooks' refIs says it ("the card sent has the original name \"X\""), so the filter is
// left as it is; a card set over such a filter is not worded (render.ts groupOf refuses it).
import type { FilterText } from './types';

export const originalIdsText: FilterText = (f) => f;
