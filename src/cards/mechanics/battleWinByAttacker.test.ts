// The effect field byAttacker: a battleWin of a face-up monster that applies when any attacking
// monster of its controller, of that original Type, wins a battle (Souffraruda's cases in
// src/cards/cases/160217.json play it); here only what a document may say.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../engine/docSchema';

const damage = [{ do: 'damage', player: 'opponent', amount: 500 }];
const doc = (effect: object) => cardDocProblem({ id: 1, effects: [{ id: 'e1', steps: damage, ...effect }] } as never);

describe('byAttacker', () => {
  it('is a field of a battleWin effect, with an optional original Type', () => {
    expect(doc({ kind: 'battleWin', byAttacker: { originalRace: 'Zombie' } })).toBeNull();
    expect(doc({ kind: 'battleWin', byAttacker: {} })).toBeNull();
  });
  it('is refused on another kind of effect', () => {
    expect(doc({ kind: 'ignition', byAttacker: {} })).toMatch(/only a battleWin effect has byAttacker/);
  });
});
