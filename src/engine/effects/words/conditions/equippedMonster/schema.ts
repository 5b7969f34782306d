// The condition word `equippedMonster`: a side controls a face-up monster an Equip Spell
// equips, of a Level and Type when given. Its test: run.ts; its card text:
// src/i18n/cardText/words/equippedMonster.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import * as v from 'valibot';
import { int, obj, opt, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

const race = v.pipe(v.string(' must be a Type name'), v.regex(/^[A-Za-z -]{2,30}$/, ' must be a Type name'));

export const equippedMonsterForm = {
  equippedMonster: obj({ equippedMonster: word('you', 'opponent', 'both'), level: opt(obj({ min: opt(int(1, 13)), max: opt(int(1, 13)) })), race: opt(race) }),
};

export const equippedMonsterRows: readonly WordRow[] = [
  {
    words: ['equippedMonster'],
    meaning: 'that side (`you`, `opponent`, `both`) controls a face-up monster that a face-up Equip Spell of either player equips (R-EQ-3), with a Level in `level` and of Type `race` when given (both as the monster is now)',
    example: { equippedMonster: 'you', level: { min: 6 }, race: 'Spellcaster' },
  },
];
