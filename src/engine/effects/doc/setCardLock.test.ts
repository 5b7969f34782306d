// `modify` `noActivate` on a Set Spell/Trap Card: the card cannot be activated while the record
// lasts (effects/activate.ts, `activate.cardLocked`), and the record ends when the card leaves the field.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { activationProblem } from '../activate';
import { moveCard } from '../primitives/moves';
import { readBoard } from '../../scenario/readBoard';
import type { DuelState } from '../../types';

function setup() {
  // Two Set copies of a Normal Spell that gains 400 LP.
  const r = readBoard({ turn: 3, phase: 'main', players: [{ spellTraps: [{ card: { id: 160002044, ref: 's1' } }, { card: { id: 160002044, ref: 's2' } }] }, {}] }, 1, builtinRuleset());
  const ref = (k: string) => r.refs.get(k) as number;
  const state: DuelState = { ...r.state, lingering: [...r.state.lingering, { source: ref('s2'), target: ref('s1'), seat: 0, kind: 'noActivate', value: 1, untilTurn: 4 }] };
  return { state, ref };
}

describe('noActivate on a Set Spell/Trap Card', () => {
  it('R-SPELL-1: the locked Set card cannot be activated; the other copy can', () => {
    const { state, ref } = setup();
    expect(activationProblem(state, 0, ref('s1'), 'e1', 'main')?.code).toBe('activate.cardLocked');
    expect(activationProblem(state, 0, ref('s2'), 'e1', 'main')).toBeNull();
  });
  it('R-SPELL-1: the lock ends when the card leaves the field', () => {
    const { state, ref } = setup();
    const d: DuelState = structuredClone(state);
    moveCard({ state: d, self: ref('s2'), seat: 0, locals: {}, events: [] }, ref('s1'), 'hand');
    expect(d.lingering.some((l) => l.kind === 'noActivate')).toBe(false);
  });
});
