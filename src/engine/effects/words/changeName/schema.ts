// The step word `changeName`: the name of the referenced face-up monsters becomes the name of
// the card `to` names (a monster named as another card until the end of the turn). Its run code:
// run.ts; its card text: src/i18n/cardText/words/changeName.ts.
import * as v from 'valibot';
import { int, opt } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { durationSchema, step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

// `to` names the card; `of` instead: the name the referenced card bears when the step runs (exactly one of the two).
export const changeNameSchema = v.pipe(
  step('changeName', { cards: cardRefSchema, to: opt(int(1, 999_999_999)), of: opt(cardRefSchema), duration: opt(durationSchema) }),
  v.check((s) => (s.to === undefined) !== (s.of === undefined), ' needs exactly one of to and of'),
);

export const changeNameRows: readonly WordRow[] = [
  {
    words: ['changeName'],
    meaning:
      'the name of the referenced face-up monsters becomes the name of the card `to` (a card id) for the `duration` (this turn by default); kept as a `nameAs` modifier, read on the field by `ids` filters, Fusion materials and every name check; a monster that leaves the field or turns face-down bears its own name again',
    example: { do: 'changeName', cards: 'self', to: 160205026 },
  },
  {
    words: ['changeName'],
    form: '`changeName` `of`',
    meaning: 'instead of `to`: the name the first referenced card bears when the step runs (`effects/names.ts` `shownId`: the name a monster an earlier step summoned bears); nothing changes when that reference is empty',
    example: { do: 'changeName', cards: 'self', of: { chosen: 'summoned' } },
  },
];
