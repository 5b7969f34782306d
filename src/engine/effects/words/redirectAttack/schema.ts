// The step word `redirectAttack`: the effect's player picks which of their monsters the attack in
// progress is aimed at now. Its run code: run.ts; its card text: src/i18n/cardText/words/redirectAttack.ts.
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const redirectAttackSchema = step('redirectAttack', {});

export const redirectAttackRows: readonly WordRow[] = [
  {
    words: ['redirectAttack'],
    meaning:
      'while an opponent\'s attack awaits its damage calculation, the effect\'s player picks one of their monsters other than the current target that the attacker could attack (R-BAT-4 and the attacker\'s own limits), a choose prompt titled `doc.newAttackTarget`; the attack goes on against it: no new declaration (no "declares an attack" timing again, no attack used up, R-BAT-7) and no replay, since the defender\'s monsters did not change; such a monster must be there to activate',
    example: { do: 'redirectAttack' },
  },
];
