// The step word `changeName`: the name of the referenced face-up monsters becomes the name of
// the card `to` names (a monster named as another card until the end of the turn). Its run code:
// run.ts; its card text: src/i18n/cardText/words/changeName.ts.
import * as v from 'valibot';
import { int, obj, opt } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { durationSchema, step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const changeNameSchema = v.pipe(step('changeName', { cards: cardRefSchema, to: v.union([int(1, 999_999_999), obj({ nameOf: cardRefSchema })]), duration: opt(durationSchema) }));

export const changeNameRows: readonly WordRow[] = [
  {
    words: ['changeName'],
    meaning:
      'the name of the referenced face-up monsters becomes the name of the card `to` (a card id) for the `duration` (this turn by default); kept as a `nameAs` modifier, read on the field by `ids` filters, Fusion materials and every name check; a monster that leaves the field or turns face-down bears its own name again',
    example: { do: 'changeName', cards: 'self', to: 160205026 },
  },
  {
    words: ['changeName'],
    form: '`changeName` `to` `nameOf`',
    meaning: 'the name is the one the first referenced card bears when the step runs (a card in a pile: its printed name), "this card\'s name becomes that of the chosen monster"; nothing changes when the reference holds no card',
    example: { do: 'changeName', cards: 'self', to: { nameOf: { chosen: 'copied' } } },
  },
];
