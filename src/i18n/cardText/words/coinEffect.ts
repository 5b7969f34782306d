// The card text of the filter word `coinEffect` (src/engine/effects/words/filters/coinEffect/):
// the phrasebooks word it next to the other printed facts ("with a coin-tossing effect"); a
// filter naming no kind stays about cards.
import type { FilterText } from './types';

export const coinEffectText: FilterText = (f) => f;
