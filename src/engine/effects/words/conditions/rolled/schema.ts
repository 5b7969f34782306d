// The condition word `rolled`: the die result kept as that name (a `rollDie` step; the total of
// its rolls) is at least `min` and at most `max`, or one of `oneOf`. Its test: run.ts; its card
// text: src/i18n/cardText/words/rolled.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import * as v from 'valibot';
import { int, name, obj, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const rolledForm = {
  rolled: obj({ rolled: name, min: opt(int(1, 12)), max: opt(int(1, 12)), oneOf: opt(v.pipe(v.array(int(1, 12), ' must be a list'), v.minLength(1, ' must name a number'), v.maxLength(11, ' has more than 11 entries'))) }),
};

export const rolledRows: readonly WordRow[] = [
  {
    words: ['rolled'],
    meaning:
      'the die result kept as that name (a `rollDie` … `as`, the total of its rolls) is at least `min` and at most `max` (either may be left out), and one of `oneOf` when given; false before the die is rolled, so a step under it is not checked before activation',
    example: { rolled: 'die', max: 3 },
  },
];
