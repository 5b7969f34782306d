// The card text of the filter word `listsMaterial` (src/engine/effects/words/filters/listsMaterial/):
// the phrasebooks' groups word it ("a Fusion monster that lists \"X\" among its materials",
// refText.ts groupOf), so the filter is left as it is.
import type { FilterText } from './types';

export const listsMaterialText: FilterText = (f) => f;
