// applyAction trusts an action object legalActions just listed for the very same state (it was
// checked when listed); anything else is checked again. These tests pin where that trust ends.
import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { board, load, mk } from './testing/mk';
import type { Action } from './types';

const summonOf = (list: Action[], card: number): Action => {
  const a = list.find((x) => x.type === 'summon' && x.card === card && x.position === 'attack');
  if (!a) throw new Error('no summon listed');
  return a;
};

describe('R-NS-2: a listed action is checked against the state it is applied to', () => {
  it('a listed Summon applied to a later state, where the card has left the hand, is refused and changes nothing', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1100)] }));
    const listed = legalActions(state);
    const first = summonOf(listed, uid('a'));
    const after = applyAction(state, first);
    expect(after.ok).toBe(true);
    // The same object again, with the new state: 'a' is on the field now.
    const again = applyAction(after.state, first);
    expect(again.ok).toBe(false);
    expect(again.state).toBe(after.state);
  });

  it('an action from an older list, applied once a newer list was made, is refused when its zone is taken', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1100)] }));
    const zoneOf = (list: Action[], card: number) => list.find((x) => x.type === 'summon' && x.card === card && x.zone === 0) as Action;
    const list = legalActions(state);
    const aToZone0 = zoneOf(list, uid('a'));
    const next = applyAction(state, zoneOf(list, uid('b'))).state;
    legalActions(next);
    const r = applyAction(next, aToZone0);
    expect(r.ok).toBe(false);
    expect(r.state).toBe(next);
    expect(next.players[0].monsters[0]?.uid).toBe(uid('b'));
  });

  it('a copy of a listed action is checked like any other input, and an illegal copy is refused', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000)] }));
    const listed = summonOf(legalActions(state), uid('a'));
    const forged = { ...listed, card: uid('a') + 1000 } as Action;
    const r = applyAction(state, forged);
    expect(r.ok).toBe(false);
    expect(r.state).toBe(state);
  });
});
