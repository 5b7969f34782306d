// The step word `drawUntil`: a player draws until they hold `hand` cards in their hand ("draw until
// you have 5 cards in your hand"). Its run code: run.ts; its card text:
// src/i18n/cardText/words/drawUntil.ts.
import { int, opt, word } from '../../doc/schema/build';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const drawUntilSchema = step('drawUntil', { hand: int(1, 10), player: opt(word('you', 'opponent')) });

export const drawUntilRows: readonly WordRow[] = [
  {
    words: ['drawUntil'],
    meaning:
      '`player` (you by default, or `opponent`) draws as many cards as their hand lacks to hold `hand` cards, counted when the step runs; to activate, the hand must hold fewer than `hand` cards (not counting the effect\'s own card when it is there) and the Deck at least the missing number (R-WIN-6)',
    example: { do: 'drawUntil', hand: 5 },
  },
];
