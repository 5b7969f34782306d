// The filter word `originalAtk`: a monster whose original ATK is in a range ("with 2500 or more
// original ATK"). Its test: run.ts; its card text: src/i18n/cardText/words/originalStat.ts.
import { int, obj, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

/** A range of original ATK or DEF (the same bounds as the `atk` and `def` ranges). */
export const originalRange = obj({ min: opt(int(0, 100_000)), max: opt(int(0, 100_000)) });

export const originalAtkEntry = { originalAtk: opt(originalRange) };

export const originalAtkRows: readonly WordRow[] = [
  { words: ['originalAtk'], meaning: 'a range of original ATK: on the field the printed ATK unless an effect or a summon rule made it another number ("its original ATK becomes 1800", `stats.ts` `originalStats`), elsewhere the printed ATK; a monster only', example: { faceUp: true, originalAtk: { min: 2500 } } },
];
