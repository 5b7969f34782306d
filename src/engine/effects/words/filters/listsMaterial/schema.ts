// The filter word `listsMaterial`: a Fusion monster whose printed list of Fusion materials names
// one of these cards ("a monster that mentions \"X\" as material", R-FUS-1), read on the printed
// card wherever it is (the Extra Deck for a Fusion Summon). Its test: run.ts; its card text:
// src/i18n/cardText/words/listsMaterial.ts and the phrasebooks' groups.
import { int, list, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const listsMaterialEntry = { listsMaterial: opt(list(int(1, 999_999_999), 6)) };

export const listsMaterialRows: readonly WordRow[] = [
  { words: ['listsMaterial'], meaning: 'printed: a Fusion monster whose list of materials names one of these cards (by the id its list holds), "a monster that mentions \\"X\\" as material"; a generic material ("1 DARK monster") names no card', example: { kind: 'monster', listsMaterial: [160320004] } },
];
