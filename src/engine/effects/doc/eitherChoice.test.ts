// The choice `choose` `either` (one of 2 or 3 groups of cards): what a document may say with it.
// Its play is tested by the cases of Necromaid Lurker and Re:D (src/cards/cases/160023.json).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';

const doc = (step: object) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you' }, ...step }] }] });
const groups = [{ count: 1, filter: { monsterKind: 'ritual' } }, { count: 3, filter: { race: 'Zombie' } }];

describe('choose either', () => {
  it('takes 2 or 3 groups of a card set', () => {
    expect(cardDocProblem(doc({ either: groups }))).toBeNull();
    expect(cardDocProblem(doc({ either: [groups[0]] }))).toContain('at least two groups');
  });

  it('takes no count of its own and no figure rule', () => {
    expect(cardDocProblem(doc({ either: groups, min: 2 }))).toContain('no min, max');
    expect(cardDocProblem(doc({ either: groups, same: 'level' }))).toContain('no min, max');
  });

  it('chooses from a card set, not from kept cards', () => {
    expect(cardDocProblem(doc({ either: groups, from: { chosen: 'y' } }))).toContain('either chooses from a card set');
  });
});
