// The condition word `lpAtMost`: a player's LP (yours unless `player` says otherwise) are that
// number or less. Its test: run.ts; its card text: src/i18n/cardText/words/lpAtMost.ts.
import { int, obj, opt, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const lpAtMostForm = { lpAtMost: obj({ lpAtMost: int(0, 100_000), player: opt(word('you', 'opponent')) }) };

export const lpAtMostRows: readonly WordRow[] = [
  { words: ['lpAtMost'], meaning: 'that player\'s LP (`player`, yours by default) are that number or less', example: { lpAtMost: 1000 } },
  { words: ['lpAtMost'], form: '`lpAtMost` `player`', meaning: '`opponent`: your opponent\'s LP are that number or less', example: { lpAtMost: 700, player: 'opponent' } },
];
