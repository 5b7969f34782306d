// The step word `change`: the Type or the Attribute of the referenced face-up monsters becomes
// the one `of` shows (the first referenced card, as it shows it now). Its run code: run.ts; its
// card text: src/i18n/cardText/words/change.ts.
import { opt, word } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { durationSchema, step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const changeSchema = step('change', { stat: word('race', 'attribute'), cards: cardRefSchema, of: cardRefSchema, duration: opt(durationSchema) });

export const changeRows: readonly WordRow[] = [
  {
    words: ['change'],
    meaning:
      '`stat` `race` or `attribute`: the Type (Attribute) of the referenced face-up monsters becomes the one the `of` card shows when the step runs; `duration` (this turn by default); kept as a `raceAs` (`attributeAs`) modifier, read by every Type (Attribute) check on the field',
    example: { do: 'change', stat: 'attribute', cards: { chosen: 'targets' }, of: { chosen: 'revealed' } },
  },
];
