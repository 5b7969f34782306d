// bothModes: an effect printed on a MAXIMUM piece without the MAXIMUM-mode mark whose text still
// asks "if this card is in MAXIMUM mode" works on a lone piece (R-MAX-17) and in MAXIMUM mode
// (R-MAX-14); a piece's unmarked effect without it works on a lone piece only.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../../cards/ruleset';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import { attacksAllowed, monsterLevel } from '../../../stats';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import { cardDocProblem } from '../../doc/validate';

const R = 160207021; // Okeabyss [R]: its unmarked effect has bothModes
const deck = [160320008, 160320008, 160320008, 160320008];
const maximum = { card: { id: 160207020, ref: 'C' }, maximum: { left: { id: 160207019, ref: 'L' }, right: { id: R, ref: 'R' } } };

function slotOf(monster: unknown, ref: string) {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ deck, monsters: [monster] }, { deck }] }, 1, builtinRuleset());
  const at = locateMonster(r.state, r.refs.get(ref) as number);
  if (!at) throw new Error('no monster');
  return { state: r.state, slot: at.slot };
}

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

describe('continuous bothModes and the continuous modifier extraAttacksOnMonsters (R-MAX-14, R-MAX-17, R-BAT-2)', () => {
  // Harpie Lady Sisters: [L] raises the Level by 5 in MAXIMUM mode only, [R] gives 2 more attacks on monsters in MAXIMUM mode only.
  const sisters = { card: { id: 160208002, ref: 'C' }, maximum: { left: { id: 160208001, ref: 'L' }, right: { id: 160208003, ref: 'R' } } };

  it('R-MAX-14: the pieces\' auras reach the MAXIMUM monster (Level 5 + 5, three attacks on monsters)', () => {
    const { state, slot } = slotOf(sisters, 'C');
    expect(monsterLevel(state, slot)).toBe(10);
    expect(attacksAllowed(state, slot)).toBe(3);
  });

  it('R-MAX-17: on a lone piece the same aura applies, its MAXIMUM-mode modifiers do not', () => {
    const left = slotOf({ card: { id: 160208001, ref: 'L' } }, 'L');
    expect(monsterLevel(left.state, left.slot)).toBe(5);
    const right = slotOf({ card: { id: 160208003, ref: 'R' } }, 'R');
    expect(attacksAllowed(right.state, right.slot)).toBe(1);
  });

  it('R-BAT-2: the continuous extraAttacksOnMonsters is a modifier of 1 to 3 more attacks', () => {
    const doc = (value: number) => ({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'extraAttacksOnMonsters', to: 'self', value }] } });
    expect(cardDocProblem(doc(2))).toBeNull();
    expect(cardDocProblem(doc(4))).not.toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], continuous: { bothModes: true, modifiers: [] } })).toBeNull();
  });
});
