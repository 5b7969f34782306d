// The filter word `diceEffect`: a card whose effects roll a die, i.e. one whose
// document has a `rollDie` step (the ruleset marks its facts `rollsDie`, src/engine/ruleset.ts).
// Its test on a card: run.ts; its card text: src/i18n/cardText/words/diceEffect.ts.
import { isTrue, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const diceEffectEntry = { diceEffect: opt(isTrue) };

export const diceEffectRows: readonly WordRow[] = [
  { words: ['diceEffect'], meaning: '`true`: a card whose effects roll a die (the card texts speak of a die roll its effect needs): its document has a `rollDie` step (derived when the ruleset is made, `rollsDie` on its facts; a card the game cannot play has none)', example: { kind: 'trap', diceEffect: true } },
];
