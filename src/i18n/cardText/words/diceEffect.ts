// The card text of the filter word `diceEffect` (src/engine/effects/words/filters/diceEffect/):
// the phrasebooks word it next to the other printed facts ("with a die-rolling effect"); a
// filter naming no kind stays about cards.
import type { FilterText } from './types';

export const diceEffectText: FilterText = (f) => f;
