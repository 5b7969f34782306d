// The filter word `coinEffect`: a card whose effects toss a coin, i.e. one whose document has a
// `tossCoin` step (the ruleset marks its facts `tossesCoin`, src/engine/ruleset.ts).
// Its test on a card: run.ts; its card text: src/i18n/cardText/words/coinEffect.ts.
import { isTrue, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const coinEffectEntry = { coinEffect: opt(isTrue) };

export const coinEffectRows: readonly WordRow[] = [
  { words: ['coinEffect'], meaning: '`true`: a card whose effects toss a coin (the card texts speak of a coin tossing effect): its document has a `tossCoin` step (derived when the ruleset is made, `tossesCoin` on its facts; a card the game cannot play has none)', example: { kind: 'monster', coinEffect: true } },
];
