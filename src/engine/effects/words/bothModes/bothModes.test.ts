// bothModes: an effect printed on a MAXIMUM piece without the MAXIMUM-mode mark whose text still
// asks "if this card is in MAXIMUM mode" works on a lone piece (R-MAX-17) and in MAXIMUM mode
// (R-MAX-14); a piece's unmarked effect without it works on a lone piece only.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../../cards/ruleset';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import { compileCard } from '../../doc/compile';
import { cardDocProblem } from '../../doc/validate';

const R = 160207021; // Okeabyss [R]: its unmarked effect has bothModes
const deck = [160320008, 160320008, 160320008, 160320008];
const maximum = { card: { id: 160207020, ref: 'C' }, maximum: { left: { id: 160207019, ref: 'L' }, right: { id: R, ref: 'R' } } };

function offers(monster: unknown, ref: string): boolean {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ deck, monsters: [monster] }, { deck }] }, 1, builtinRuleset());
  const uid = r.refs.get(ref) as number;
  return legalActions(r.state).some((a) => a.type === 'activate' && a.card === uid);
}

describe('the effect word bothModes (R-MAX-14, R-MAX-17)', () => {
  it('R-MAX-14: is a flag of an effect, kept by the compiler', () => {
    const doc = { id: 1, effects: [{ id: 'e1', kind: 'ignition', bothModes: true, steps: [{ do: 'modify', cards: 'self', kind: 'atk', value: 500 }] }] };
    expect(cardDocProblem(doc)).toBeNull();
    expect(cardDocProblem({ ...doc, effects: [{ ...doc.effects[0], bothModes: 'yes' }] })).not.toBeNull();
    expect(compileCard(doc as never).effects[0]?.bothModes).toBe(true);
  });

  it('R-MAX-14: the piece\'s effect is offered while the monster is in MAXIMUM mode', () => {
    expect(offers(maximum, 'R')).toBe(true);
  });

  it('R-MAX-17: the same effect is offered on a lone piece', () => {
    expect(offers({ card: { id: R, ref: 'R' } }, 'R')).toBe(true);
  });
});
