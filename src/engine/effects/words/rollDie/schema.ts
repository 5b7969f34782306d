// The step word `rollDie`: the effect's player (or, with `"by": "opponent"`, their opponent) rolls a
// six-sided die `times` times (1 by default) with the duel's seeded RNG; the total is kept as `as`
// for the condition word `rolled` and the value `dieResult`. A card whose document has this step
// is a card whose effects roll a die (the filter word `diceEffect`).
// Its run code: run.ts; its card text: src/i18n/cardText/words/rollDie.ts.
import { int, name, opt, word } from '../../doc/schema/build';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const rollDieSchema = step('rollDie', { times: opt(int(1, 2)), by: opt(word('you', 'opponent')), as: name });

export const rollDieRows: readonly WordRow[] = [
  {
    words: ['rollDie'],
    meaning:
      'the effect\'s player (`by` `opponent`: their opponent) rolls a six-sided die `times` times (1 by default, at most 2), each roll a draw of the duel\'s seeded RNG (1 to 6), so a replay rolls the same; a `die` event per roll for the log; the total is kept as `as` for the condition `rolled` and the value `dieResult`; no player decides anything. A card whose document rolls a die passes the filter `diceEffect`',
    example: { do: 'rollDie', as: 'die' },
  },
];
