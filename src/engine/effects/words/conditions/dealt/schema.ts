// The condition word `dealt`: the damage a `damage` step kept as that name (`as`) really took
// LP away, at least `min` (default 1). Its test: run.ts; its card text:
// src/i18n/cardText/words/dealt.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { int, name, obj, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const dealtForm = { dealt: obj({ dealt: name, min: opt(int(1, 100_000)) }) };

export const dealtRows: readonly WordRow[] = [
  {
    words: ['dealt'],
    meaning:
      'the damage a `damage` … `as` step kept as that name really took away at least `min` LP (default 1): 0 when a rule stopped it or made it 0 (`effects/damageRules.ts`) or a player had already lost; false before that step runs, so a step under it is not checked before activation',
    example: { dealt: 'burn' },
  },
];
