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

  it('a listed action changed in place to name a card that does not exist is refused with a code, and the state is untouched', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000)] }));
    const before = JSON.stringify(state);
    const listed = summonOf(legalActions(state), uid('a')) as { card: number };
    listed.card = 9999;
    const r = applyAction(state, listed as Action);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.code).toMatch(/\w+\.\w+/);
    expect(r.state).toBe(state);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a listed action given a field it did not have, or a getter that changes its answer, is not trusted', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000)] }));
    const extra = summonOf(legalActions(state), uid('a')) as Record<string, unknown>;
    extra.zone = 7;
    expect(applyAction(state, extra as Action).ok).toBe(false);
    // A getter that answers right once, then names a missing card: the engine's own copy is applied.
    const tricky = summonOf(legalActions(state), uid('a'));
    let reads = 0;
    Object.defineProperty(tricky, 'card', { get: () => (reads++ === 0 ? uid('a') : 9999), enumerable: true });
    const r = applyAction(state, tricky);
    expect(r.ok).toBe(true);
    expect(r.state.players[0].monsters.some((m) => m?.uid === uid('a'))).toBe(true);
  });
});
