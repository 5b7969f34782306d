// The filter field atkAboveLp: a face-up monster showing an ATK higher than a player's LP.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { locateMonster } from '../../zones';
import { monsterPasses } from './select';
import { cardDocProblem } from './validate';

function slotOf(lp0: number, lp1: number, faceDown = false) {
  const r = readBoard(
    { turn: 3, phase: 'main', players: [{ lp: lp0 }, { lp: lp1, monsters: [faceDown ? { card: { vanilla: { name: 'T', level: 4, atk: 2000, def: 0, attribute: 'FIRE', race: 'Thunder' }, ref: 'm' }, position: 'defense', faceDown: true } : { card: { vanilla: { name: 'T', level: 4, atk: 2000, def: 0, attribute: 'FIRE', race: 'Thunder' }, ref: 'm' } }] }] },
    1,
    builtinRuleset(),
  );
  const uid = r.refs.get('m') as number;
  const at = locateMonster(r.state, uid);
  if (!at) throw new Error('no monster');
  return { ctx: { state: r.state, self: -1, seat: 0 as const, locals: {} }, slot: at.slot };
}

describe('filter atkAboveLp', () => {
  it('passes only when the current ATK is strictly higher than that player\'s LP', () => {
    const above = slotOf(1999, 8000);
    expect(monsterPasses(above.ctx, above.slot, { atkAboveLp: 'you' })).toBe(true);
    expect(monsterPasses(above.ctx, above.slot, { atkAboveLp: 'opponent' })).toBe(false);
    const equal = slotOf(2000, 8000);
    expect(monsterPasses(equal.ctx, equal.slot, { atkAboveLp: 'you' })).toBe(false);
  });
  it('a face-down monster shows no ATK and never passes', () => {
    const hidden = slotOf(100, 8000, true);
    expect(monsterPasses(hidden.ctx, hidden.slot, { atkAboveLp: 'you' })).toBe(false);
  });
  it('reads the board, so a rule kept in the duel state cannot hold it', () => {
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'attack', filter: { atkAboveLp: 'you' } }] }] } as never)).not.toBeNull();
  });
});
