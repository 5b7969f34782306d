// The summon rule `notMaterialFor`: a card barred from the materials of the Fusion monsters it names
// (fusionSummon.ts `completable`), for a Contact Fusion as for a Fusion Summon by an effect.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { cardDocProblem } from './validate';

// Familiar-Possessed - Wynn (160025044): Wynn the Wind Charmer (160218004) + 1 WIND monster; it names itself.
const FP = 160025044;
function contactFusions(second: object) {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ monsters: [{ card: { id: 160218004, ref: 'wy' } }, second], extra: [{ id: FP, ref: 'fp2' }] }, {}] }, 1, builtinRuleset());
  const fp2 = r.refs.get('fp2') as number;
  return legalActions(r.state).filter((a) => a.type === 'contactFusion' && a.card === fp2).length;
}

describe('summon notMaterialFor', () => {
  it('R-FUS-1: a WIND monster is a material of Familiar-Possessed - Wynn', () => {
    expect(contactFusions({ card: { vanilla: { name: 'w', level: 4, atk: 100, def: 0, attribute: 'WIND', race: 'Warrior' }, ref: 'w' } })).toBeGreaterThan(0);
  });
  it('R-FUS-1: a face-up Familiar-Possessed - Wynn, WIND too, is not one for another copy', () => {
    expect(contactFusions({ card: { id: FP, ref: 'fp1' } })).toBe(0);
  });
  it('R-FUS-1: the rule names 1 to 3 cards', () => {
    const doc = (ids: number[]) => ({ id: FP, summon: { contactFusion: true, notMaterialFor: ids }, effects: [] });
    expect(cardDocProblem(doc([FP]))).toBeNull();
    expect(cardDocProblem(doc([]))).not.toBeNull();
  });
});
