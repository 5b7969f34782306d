// The step word `moveAtEndPhase`: a move delayed to the End Phase of this turn. Its run code:
// run.ts; its card text: src/i18n/cardText/words/moveAtEndPhase.ts.
import { bool, opt, word } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const moveAtEndPhaseSchema = step('moveAtEndPhase', { cards: cardRefSchema, to: word('hand', 'gy', 'deckTop', 'deckBottom'), shuffle: opt(bool) });

export const moveAtEndPhaseRows: readonly WordRow[] = [
  { words: ['moveAtEndPhase'], meaning: 'a delayed `move`: in the End Phase of this turn the referenced face-up monsters, if still on the field, go to `to`; kept as a `moveAtEndPhase` modifier with the destination as data', example: { do: 'moveAtEndPhase', cards: 'self', to: 'deckBottom', shuffle: true } },
];
