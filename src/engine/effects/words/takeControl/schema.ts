// The step word `takeControl`: the effect's player takes control of monsters of the opponent's
// field (they move to the player's Monster Zones, their owner stays the same, R-CARD-8). Its run
// code: run.ts; its card text: src/i18n/cardText/words/takeControl.ts.
import { int, opt, word } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const takeControlSchema = step('takeControl', { cards: cardRefSchema, until: opt(word('endPhase')), zonesFreedByCost: opt(int(0, 5)) });
// `zonesFreedByCost` is set by the compiler only (doc/choiceRules.ts): the zones the cost frees before it runs.

export const takeControlRows: readonly WordRow[] = [
  {
    words: ['takeControl'],
    meaning:
      'the effect\'s player takes control of the referenced monsters of the opponent\'s field, each moved with its slot (position, attacks and summon record kept) to a free Monster Zone of theirs while one is free (none in MAXIMUM mode: R-MAX-13); its owner does not change, so it leaves the field to its owner\'s hand, Deck or GY (R-CARD-8); with `until` `endPhase` control goes back at the End Phase of this turn to the player who had it, into a free zone of theirs, or to its owner\'s GY when none is free (a `controlUntilEndPhase` record, kept while the monster stays on the field even face-down); a `control` event for the log; to activate, one such monster and a free zone must be there',
    example: { do: 'takeControl', cards: { chosen: 'target' }, until: 'endPhase' },
  },
];
