// The filter word `originalIds`: a card whose original (printed) name is one of these cards'
// ("a monster whose original name is \"X\""), whatever name a rule text or an effect gives it
// where it is now (R-CARD-4), unlike `ids`, which reads the name it bears. Its test: run.ts; its
// card text: src/i18n/cardText/words/originalIds.ts.
import { int, list, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const originalIdsEntry = { originalIds: opt(list(int(1, 999_999_999), 6)) };

export const originalIdsRows: readonly WordRow[] = [
  { words: ['originalIds'], meaning: 'its original name is that of one of these card ids: its printed name, whatever name a rule text (`nameAs`) or an effect (`changeName`) gives it now; worded only where a kept card is tested ("the card sent has the original name \\"X\\"")', example: { kind: 'monster', originalIds: [160018031] } },
];
