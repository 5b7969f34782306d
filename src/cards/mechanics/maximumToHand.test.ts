// CE-22: a MAXIMUM monster moved to the hand by the vocabulary takes all 3 pieces (the Magnum
// Overlord cards' own cases, CE-24 among them, are in src/cards/cases/160202.json).
import { Duel } from '../testing/maximum';
import { describe, expect, it } from 'vitest';
import { moveCard, maxMon } from '../../engine/testkit';
import type { DuelEvent } from '../../engine';

describe('CE-22 R-MAX-16: a MAXIMUM monster returned to the hand', () => {
  it('moveCard(center, hand) puts all 3 pieces into the hand and empties the field', () => {
    const d = Duel.of({ monsters: [maxMon()] });
    const state = structuredClone(d.state);
    const events: DuelEvent[] = [];
    expect(moveCard({ state, self: d.uid('C'), seat: 0, locals: {}, events }, d.uid('C'), 'hand')).toBe(true);
    expect(state.players[0].hand.sort()).toEqual([d.uid('C'), d.uid('L'), d.uid('R')].sort());
    expect(state.players[0].monsters).toEqual([null, null, null]);
    expect(events.filter((e) => e.type === 'move').length).toBe(3);
  });
});
