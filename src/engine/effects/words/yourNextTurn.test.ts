// The duration `yourNextTurn`: until the end of the effect's player's next turn.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { expireLingering } from '../lingering';
import { untilOf } from './read';

const ctxAt = (turnPlayer: 0 | 1) => {
  const r = readBoard({ turn: 4, turnPlayer, phase: 'main', players: [{}, {}] }, 1, builtinRuleset());
  return { state: r.state, self: -1, seat: 0 as const, locals: {} };
};

describe('duration yourNextTurn', () => {
  it('R-END-1: made in the opponent\'s turn it lasts through the next turn; made in your own, through the one after the opponent\'s', () => {
    expect(untilOf(ctxAt(1), 'yourNextTurn')).toBe(5);
    expect(untilOf(ctxAt(0), 'yourNextTurn')).toBe(6);
    expect(untilOf(ctxAt(0), 'opponentsNextTurn')).toBe(5);
    const ctx = ctxAt(1);
    ctx.state.lingering.push({ source: 1, target: 2, seat: 0, kind: 'atk', value: -1000, untilTurn: untilOf(ctx, 'yourNextTurn') });
    // The end of this turn keeps it; the end of the next turn (yours) ends it.
    expireLingering(ctx.state);
    expect(ctx.state.lingering).toHaveLength(1);
    ctx.state.turn = 5;
    expireLingering(ctx.state);
    expect(ctx.state.lingering).toHaveLength(0);
  });
});
