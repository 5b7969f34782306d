// The condition word `lpAtMost`: your LP are that number or less. Its test: run.ts; its card
// text: src/i18n/cardText/words/lpAtMost.ts.
import { int, obj } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const lpAtMostForm = { lpAtMost: obj({ lpAtMost: int(0, 100_000) }) };

export const lpAtMostRows: readonly WordRow[] = [
  { words: ['lpAtMost'], meaning: 'your LP are that number or less', example: { lpAtMost: 1000 } },
];
