// The condition word `heads`: of the coin tosses kept as that name (a `tossCoin` step), at least
// `min` and at most `max` came up heads. Its test: run.ts; its card text:
// src/i18n/cardText/words/heads.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { int, name, obj, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const headsForm = { heads: obj({ heads: name, min: opt(int(0, 3)), max: opt(int(0, 3)) }) };

export const headsRows: readonly WordRow[] = [
  {
    words: ['heads'],
    meaning:
      'of the coin tosses kept as that name (a `tossCoin` … `as`), at least `min` (default 1) and at most `max` came up heads: `"max": 0` is "tails" for one toss; false before the coin is tossed, so a step under it is not checked before activation',
    example: { heads: 'coin', min: 2 },
  },
];
