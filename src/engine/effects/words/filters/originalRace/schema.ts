// The filter word `originalRace`: a monster whose original Type is that Type ("whose original
// Type is Psychic"): the printed Type, whatever an effect made its Type on the field. Its test:
// run.ts; its card text: src/i18n/cardText/words/originalStat.ts.
import * as v from 'valibot';
import { opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

// A Type name, as refs.ts checks one (refs.ts imports this entry, so it is not imported from there).
export const originalRaceEntry = { originalRace: opt(v.pipe(v.string(' must be a Type name'), v.regex(/^[A-Za-z -]{2,30}$/, ' must be a Type name'))) };

export const originalRaceRows: readonly WordRow[] = [
  { words: ['originalRace'], meaning: 'a Type: the original (printed) Type, on the field as elsewhere (a `change` step or a continuous `raceAs` does not touch it); a monster only', example: { faceUp: true, originalRace: 'Psychic' } },
];
