// The step word `declare`: a player declares one of a closed list of answers (`what`), kept as
// `as` for later steps (the condition word `declared`). `cardType`: Monster, Spell or Trap.
// Its run code: run.ts; its card text: src/i18n/cardText/words/declare.ts.
import { name, word } from '../../doc/schema/build';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const declareSchema = step('declare', { what: word('cardType'), by: word('you', 'opponent'), as: name });

export const declareRows: readonly WordRow[] = [
  {
    words: ['declare'],
    meaning:
      '`by` (`you`: the effect\'s player, or `opponent`) declares a `what`: `cardType` is Monster, Spell or Trap, an option prompt to that player titled `doc.declareCardType` with `opt.monsterCard`/`opt.spellCard`/`opt.trapCard` (a decision in the legal actions, never a random pick); the answer is kept as `as` for the condition `declared`',
    example: { do: 'declare', what: 'cardType', by: 'opponent', as: 'declared' },
  },
];
