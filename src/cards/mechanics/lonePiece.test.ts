// CE-23: a lone MAXIMUM piece Special Summoned by the vocabulary is an ordinary monster (the
// Skystream cards' own cases are in src/cards/cases/160203.json).
import { Duel } from '../testing/maximum';
import { describe, expect, it } from 'vitest';
import { specialSummon, atkPos, card, mk } from '../../engine/testkit';
import type { DuelEvent } from '../../engine';

const MAGNUM_R = 160202003;

describe('CE-23 R-MAX-17: a lone [R] Special Summoned from the GY', () => {
  it('is an ordinary Level 3 monster with ATK 500; its MAXIMUM effect cannot be activated', () => {
    const d = Duel.of({ graveyard: [card(MAGNUM_R, 'r')] }, { monsters: [atkPos(mk('o', 1000))] });
    const state = structuredClone(d.state);
    const events: DuelEvent[] = [];
    expect(specialSummon({ state, self: d.uid('r'), seat: 0, locals: {}, events }, d.uid('r'))).toBe(true);
    d.state = state;
    expect(d.atk('r')).toBe(500);
    expect(d.state.players[0].monsters[0]?.maximum).toBeNull();
    expect(d.offers('r')).toBe(false);
    expect(d.problem('r')).toMatch(/R-MAX-17/);
  });
});
