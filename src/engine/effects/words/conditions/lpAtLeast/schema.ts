// The condition word `lpAtLeast`: a player's LP (yours unless `player` says otherwise) are that
// number or more. Its test: run.ts; its card text: src/i18n/cardText/words/lpAtLeast.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { int, obj, opt, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const lpAtLeastForm = { lpAtLeast: obj({ lpAtLeast: int(0, 100_000), player: opt(word('you', 'opponent')) }) };

export const lpAtLeastRows: readonly WordRow[] = [
  { words: ['lpAtLeast'], meaning: 'that player\'s LP (`player`, yours by default) are that number or more', example: { lpAtLeast: 4000, player: 'opponent' } },
];
