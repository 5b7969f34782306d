// The step word `tossCoin`: the effect's player tosses a coin `times` times (1 by default) with the
// duel's seeded RNG; the number of heads is kept as `as` for the condition word `heads`.
// Its run code: run.ts; its card text: src/i18n/cardText/words/tossCoin.ts.
import { int, name, opt } from '../../doc/schema/build';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const tossCoinSchema = step('tossCoin', { times: opt(int(1, 3)), as: name });

export const tossCoinRows: readonly WordRow[] = [
  {
    words: ['tossCoin'],
    meaning:
      'the effect\'s player tosses a coin `times` times (1 by default, at most 3), each toss a draw of the duel\'s seeded RNG, so a replay tosses the same; a `coin` event per toss says heads or tails for the log; the number of heads is kept as `as` for the condition `heads`; no player decides anything',
    example: { do: 'tossCoin', times: 3, as: 'coin' },
  },
];
