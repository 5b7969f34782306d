// The continuous word keepsAttackPosition: a face-up Attack Position monster under it cannot be
// changed to Defense Position (face-up or face-down) by card effects of its controller's
// opponent; its controller's own effects still can, and in Defense Position it is unprotected.
import { describe, expect, it } from 'vitest';
import { playOk } from '../testing/play';
import { defenseLocked, setPosition, board, card, locateMonster } from '../../engine/testkit';
import { cardDocProblem } from '../../engine/docSchema';

const LEGEND_LINEAGE_MAGICIAN = 160216065; // continuous: keepsAttackPosition on itself

describe('keepsAttackPosition', () => {
  const p = playOk(board({}, { monsters: [{ card: card(LEGEND_LINEAGE_MAGICIAN, 'lm') }, { card: card(LEGEND_LINEAGE_MAGICIAN, 'ld'), position: 'defense' }] }), []);
  const ctxOf = (seat: 0 | 1) => ({ state: structuredClone(p.state), seat, self: 0, locals: {}, events: [] });
  it("the opponent's effect cannot change it from Attack to Defense Position, face-up or face-down", () => {
    const ctx = ctxOf(0);
    expect(defenseLocked(ctx, p.uid('lm'))).toBe(true);
    expect(setPosition(ctx, p.uid('lm'), 'defense', false)).toBe(false);
    expect(setPosition(ctx, p.uid('lm'), 'defense', true)).toBe(false);
    expect(locateMonster(ctx.state, p.uid('lm'))?.slot.position).toBe('attack');
  });
  it("its controller's own effect can change it", () => {
    const ctx = ctxOf(1);
    expect(defenseLocked(ctx, p.uid('lm'))).toBe(false);
    expect(setPosition(ctx, p.uid('lm'), 'defense', false)).toBe(true);
  });
  it('in Defense Position it is not protected', () => {
    const ctx = ctxOf(0);
    expect(defenseLocked(ctx, p.uid('ld'))).toBe(false);
    expect(setPosition(ctx, p.uid('ld'), 'defense', true)).toBe(true);
  });
  it('the word takes no value and the compiler-only filter is refused in a document', () => {
    const cont = (m: unknown) => cardDocProblem({ id: 1, effects: [], continuous: { modifiers: [m] } } as never);
    expect(cont({ kind: 'keepsAttackPosition', to: 'self' })).toBeNull();
    expect(cont({ kind: 'keepsAttackPosition', to: { side: 'you', filter: { race: 'Cyberse', position: 'attack' } } })).toBeNull();
    const choose = cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'choose', as: 't', from: { place: 'monsterZones', side: 'opponent', filter: { toDefenseAllowed: true } } }] }] } as never);
    expect(choose).toMatch(/unknown field "toDefenseAllowed"/);
  });
});
