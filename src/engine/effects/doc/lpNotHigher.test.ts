// The condition `lp` `notHigher`: your LP are at most your opponent's.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { allHold } from './conditions';
import { cardDocProblem } from './validate';

const ctxWith = (mine: number, theirs: number) => {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ lp: mine }, { lp: theirs }] }, 1, builtinRuleset());
  return { state: r.state, self: -1, seat: 0 as const, locals: {} };
};

describe('condition lp notHigher', () => {
  it('R-MEFF-2: holds while your LP are below or equal to your opponent\'s, not above', () => {
    expect(allHold(ctxWith(8000, 8000), [{ lp: 'notHigher' }])).toBe(true);
    expect(allHold(ctxWith(3000, 8000), [{ lp: 'notHigher' }])).toBe(true);
    expect(allHold(ctxWith(8000, 7999), [{ lp: 'notHigher' }])).toBe(false);
    // `lower` still needs a difference.
    expect(allHold(ctxWith(8000, 8000), [{ lp: 'lower' }])).toBe(false);
  });
  it('is refused with a `by`', () => {
    const doc = { id: 1, effects: [{ id: 'e1', kind: 'spell', condition: [{ lp: 'notHigher', by: 1000 }], steps: [{ do: 'draw', count: 1 }] }] };
    expect(cardDocProblem(doc)).toMatch(/by/);
  });
});
