// The condition word `declared`: the cards kept as `chosen` include one whose card type is (with
// `matches: false`, is not) the one declared by the `declare` step kept as that name.
// Its test: run.ts; its card text: src/i18n/cardText/words/declared.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { bool, name, obj } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const declaredForm = { declared: obj({ declared: name, chosen: name, matches: bool }) };

export const declaredRows: readonly WordRow[] = [
  {
    words: ['declared'],
    meaning:
      'among the cards kept as `chosen` (a `mill` … `as`, a `choose`) there is one whose card type (Monster, Spell, Trap) is the one declared as `declared` (`matches: true`), or is not it (`matches: false`); false while nothing is declared, so a step under it is not checked before activation',
    example: { declared: 'declared', chosen: 'milled', matches: false },
  },
];
