// The step word `shuffleDeck`: the effect's player shuffles their Deck. Its run code: run.ts;
// its card text: src/i18n/cardText/words/shuffleDeck.ts.
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const shuffleDeckSchema = step('shuffleDeck', {});

export const shuffleDeckRows: readonly WordRow[] = [{ words: ['shuffleDeck'], meaning: 'your Deck', example: { do: 'shuffleDeck' } }];
