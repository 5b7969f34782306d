// The condition word `phase`: the duel is in that phase now (of either player's turn; with a
// `turn` condition beside it, of that player's turn). Its test: run.ts; its card text:
// src/i18n/cardText/words/phase.ts.
import { obj, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const phaseForm = { phase: obj({ phase: word('main', 'battle') }) };

export const phaseRows: readonly WordRow[] = [
  { words: ['phase'], meaning: 'the duel is in that phase now (`main`: the Main Phase, `battle`: the Battle Phase, of either player unless a `turn` condition goes with it; R-TURN-1); in a continuous modifier\'s `if`, "during the Battle Phase"', example: { phase: 'battle' } },
];
