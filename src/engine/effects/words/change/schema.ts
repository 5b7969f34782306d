// The step word `change`: the Type or the Attribute of the referenced face-up monsters becomes
// the one `of` shows (the first referenced card, as it shows it now), or the one named by `to`
// ("becomes LIGHT", "becomes Spellcaster"). Its run code: run.ts; its card text:
// src/i18n/cardText/words/change.ts.
import * as v from 'valibot';
import { opt, rule, word } from '../../doc/schema/build';
import { ATTRIBUTES, cardRefSchema, raceSchema } from '../../doc/schema/refs';
import { durationSchema, step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const changeSchema = v.pipe(
  step('change', { stat: word('race', 'attribute'), cards: cardRefSchema, of: opt(cardRefSchema), to: opt(raceSchema), duration: opt(durationSchema) }),
  rule((s) => s.of !== undefined || s.to !== undefined, '.of is missing'),
  rule((s) => s.of === undefined || s.to === undefined, '.to: give either of or to, not both'),
  rule((s) => s.stat !== 'attribute' || s.to === undefined || (ATTRIBUTES as readonly string[]).includes(s.to), `.to must be one of ${ATTRIBUTES.join(', ')}`),
);

export const changeRows: readonly WordRow[] = [
  {
    words: ['change'],
    meaning:
      '`stat` `race` or `attribute`: the Type (Attribute) of the referenced face-up monsters becomes the one the `of` card shows when the step runs, or the one `to` names; `duration` (this turn by default); kept as a `raceAs` (`attributeAs`) modifier, read by every Type (Attribute) check on the field',
    example: { do: 'change', stat: 'attribute', cards: { chosen: 'targets' }, of: { chosen: 'revealed' } },
  },
  {
    words: ['change'],
    form: '`change` `to`',
    meaning: 'the Type (Attribute) named: an Attribute for `attribute`, a Type for `race`',
    example: { do: 'change', stat: 'attribute', cards: { chosen: 'target' }, to: 'LIGHT' },
  },
];
