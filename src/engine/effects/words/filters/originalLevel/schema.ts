// The filter word `originalLevel`: a monster whose original Level is in a range ("whose original
// Level is 3"). Its test: run.ts; its card text: src/i18n/cardText/words/originalStat.ts.
import { int, obj, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const originalLevelEntry = { originalLevel: opt(obj({ min: opt(int(0, 13)), max: opt(int(0, 13)) })) };

export const originalLevelRows: readonly WordRow[] = [
  { words: ['originalLevel'], meaning: 'a range of original Level: the printed Level, on the field as elsewhere (a Level change by an effect does not touch it; a MAXIMUM monster has the center piece\'s, R-MAX-7); a monster only', example: { ids: [160025026], originalLevel: { min: 3, max: 3 } } },
];
