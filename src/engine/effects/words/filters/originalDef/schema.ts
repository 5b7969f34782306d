// The filter word `originalDef`: a monster whose original DEF is in a range ("with 1200 original
// DEF"). Its test: run.ts; its card text: src/i18n/cardText/words/originalStat.ts.
import { opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';
import { originalRange } from '../originalAtk/schema';

export const originalDefEntry = { originalDef: opt(originalRange) };

export const originalDefRows: readonly WordRow[] = [
  { words: ['originalDef'], meaning: 'a range of original DEF: on the field the printed DEF unless an effect swapped it with the ATK (`stats.ts` `originalStats`; a MAXIMUM monster in MAXIMUM mode has none and never passes), elsewhere the printed DEF; a monster only', example: { attribute: 'WIND', originalDef: { min: 1200, max: 1200 } } },
];
