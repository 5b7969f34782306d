// The choice `choose` `either` (one of 2 or 3 groups of cards): what a document may say with it.
// Its play is tested by the cases of Necromaid Lurker and Re:D (src/cards/cases/160023.json), and
// a group's `max` with the zone cap by Tama Tama Gachance's (src/cards/cases/160402.json).
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

  it('R-ZONE-2: a group may take count to max cards (max above count, at most 5)', () => {
    expect(cardDocProblem(doc({ either: [groups[0], { count: 1, max: 3, filter: { race: 'Machine' } }] }))).toBeNull();
    expect(cardDocProblem(doc({ either: [groups[0], { count: 2, max: 2, filter: { race: 'Machine' } }] }))).toContain('max: above count');
    expect(cardDocProblem(doc({ either: [groups[0], { count: 1, max: 6, filter: { race: 'Machine' } }] }))).not.toBeNull();
  });
});
