// A battleImmune modify with a filter: "while it is in face-up Defense Position, it cannot be
// destroyed by battle" holds only while the monster is in that position.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { battleImmune } from '../../stats';
import { locateMonster } from '../../zones';
import type { MonsterSlot } from '../../types';
import { cardDocProblem } from './validate';

function guarded(position: 'attack' | 'defense', faceDown = false) {
  const card = { vanilla: { name: 'G', level: 4, atk: 1000, def: 1000, attribute: 'LIGHT', race: 'Spellcaster' }, ref: 'g' };
  const r = readBoard({ turn: 3, phase: 'main', players: [{ monsters: [{ card, position, faceDown }] }, {}] }, 1, builtinRuleset());
  const uid = r.refs.get('g') as number;
  r.state.lingering.push({ source: uid, target: uid, seat: 0, kind: 'battleImmune', value: 1, untilTurn: 4, filter: { faceUp: true, position: 'defense' } });
  return { state: r.state, slot: locateMonster(r.state, uid)?.slot as MonsterSlot };
}

describe('battleImmune kept while in a position', () => {
  it('R-DMG-6 protects the monster while it is face-up in Defense Position', () => {
    const g = guarded('defense');
    expect(battleImmune(g.state, g.slot)).toBe(true);
  });
  it('R-POS-5 once changed to Attack Position (or face-down) it can be destroyed by battle again', () => {
    const a = guarded('attack');
    expect(battleImmune(a.state, a.slot)).toBe(false);
    const d = guarded('defense', true);
    expect(battleImmune(d.state, d.slot)).toBe(false);
  });
  it('R-MEFF-2 the filter of a battleImmune modify holds a position only', () => {
    const doc = (filter: object) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'modify', cards: 'self', kind: 'battleImmune', filter }] }] }) as never;
    expect(cardDocProblem(doc({ faceUp: true, position: 'defense' }))).toBeNull();
    expect(cardDocProblem(doc({ race: 'Warrior' }))).not.toBeNull();
    expect(cardDocProblem(doc({ position: 'defense', race: 'Warrior' }))).not.toBeNull();
  });
});
