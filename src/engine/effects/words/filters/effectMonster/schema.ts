// The filter word `effectMonster`: a monster with effects, as card texts mean "Effect Monster"
// (R-CARD-2, R-CARD-3). Its test on a card: run.ts; its card text:
// src/i18n/cardText/words/effectMonster.ts.
import { isTrue, opt } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const effectMonsterEntry = { effectMonster: opt(isTrue) };

export const effectMonsterRows: readonly WordRow[] = [
  { words: ['effectMonster'], meaning: '`true`: a monster with effects, printed (an Effect Monster as card texts mean it: also a MAXIMUM piece and a Fusion or Ritual monster with effects, unlike `monsterKind` `effect`; not a Normal Monster nor a Fusion or Ritual monster printed without effects, `noEffect` in the facts); worded as `monsterKind` `effect`', example: { race: 'Cyberse', effectMonster: true } },
];
