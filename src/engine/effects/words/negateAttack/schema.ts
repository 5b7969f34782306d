// The step word `negateAttack`: the attack in progress ends before damage calculation. Its run
// code: run.ts; its card text: src/i18n/cardText/words/negateAttack.ts.
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const negateAttackSchema = step('negateAttack', {});

export const negateAttackRows: readonly WordRow[] = [
  {
    words: ['negateAttack'],
    meaning: 'the attack in progress ends without damage calculation; the attacker has still attacked, R-BAT-5, R-BAT-6; possible only while an attack awaits its damage calculation',
    example: { do: 'negateAttack' },
  },
];
