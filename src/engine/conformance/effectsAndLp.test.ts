// Monster effects' once-per-turn record across leaving the field (CE-45, R-MEFF-3/4) and the
// end of the duel by effect damage (CE-61 R-WIN-3, CE-62 R-WIN-4), with made-up cards.
import { describe, expect, it } from 'vitest';
import { apply, board, card, load, ofType, refuse, slotOf } from '../testing/mk';
import { stateProblems } from '../invariants';
import { activate, BACKFIRE, BACKFIRE_ONE_STEP, BOUNCE, canActivate, MUTUAL_BURN, pick, PINGER } from './cards.testkit';

describe('CE-45 R-MEFF-3 R-MEFF-4: the once-per-turn record belongs to the monster on the field', () => {
  it('CE-45 R-MEFF-4: effect used, monster returned to hand and Normal Summoned again: the effect can be activated again', () => {
    const { state, uid } = load(board({ hand: [card(PINGER, 'p'), card(BOUNCE, 'b')] }));
    let s = apply(state, { type: 'summon', card: uid('p'), position: 'attack', zone: 0 }).state;
    s = apply(s, activate(uid('p'))).state;
    expect(s.players[1].lp).toBe(7900);
    // R-MEFF-3: not twice on the same monster.
    expect(canActivate(s, uid('p'))).toBe(false);
    expect(refuse(s, activate(uid('p')))).toMatch(/already used this turn/);
    s = pick(apply(s, activate(uid('b'))).state, uid('p'));
    expect(s.players[0].hand).toEqual([uid('p')]);
    s = apply(s, { type: 'summon', card: uid('p'), position: 'attack', zone: 1 }).state;
    expect(slotOf(s, uid('p')).slot.effectsUsedThisTurn).toEqual([]);
    expect(canActivate(s, uid('p'))).toBe(true);
    s = apply(s, activate(uid('p'))).state;
    expect(s.players[1].lp).toBe(7800);
    expect(canActivate(s, uid('p'))).toBe(false);
    expect(stateProblems(s)).toEqual([]);
  });
});

describe('CE-61 R-WIN-3: both players at 0 LP by one instruction', () => {
  it('CE-61 R-WIN-3: both at 1000 LP; "1000 damage to each player" ends the duel in a draw', () => {
    const { state, uid } = load(board({ lp: 1000, hand: [card(MUTUAL_BURN, 'burn')] }, { lp: 1000 }));
    const r = apply(state, activate(uid('burn')));
    expect(r.state.players.map((p) => p.lp)).toEqual([0, 0]);
    expect(r.state.winner).toBe('draw');
    expect(r.state.pending).toBeNull();
    expect(ofType(r.events, 'win')).toEqual([{ type: 'win', winner: 'draw', reason: 'lp' }]);
  });
});

describe('CE-62 R-WIN-4 R-WIN-1: "deal 800 to your opponent, then take 800"', () => {
  it('CE-62 R-WIN-4: P0 at 500, P1 at 800: P1 hits 0 first and P0 wins; P0\'s LP unchanged (the "then" as a second step)', () => {
    const { state, uid } = load(board({ lp: 500, hand: [card(BACKFIRE, 'bf')] }, { lp: 800 }));
    const r = apply(state, activate(uid('bf')));
    expect(r.state.winner).toBe(0);
    expect(r.state.players.map((p) => p.lp)).toEqual([500, 0]);
    expect(ofType(r.events, 'damage')).toHaveLength(1);
    expect(r.events[r.events.length - 1]).toEqual({ type: 'win', winner: 0, reason: 'lp' });
  });

  it('CE-62 R-WIN-1: the same card written as one step (two damage() calls): nothing is processed after P1 reaches 0', () => {
    const { state, uid } = load(board({ lp: 500, hand: [card(BACKFIRE_ONE_STEP, 'bf')] }, { lp: 800 }));
    const r = apply(state, activate(uid('bf')));
    expect(r.state.winner).toBe(0);
    expect(r.state.players.map((p) => p.lp)).toEqual([500, 0]);
    expect(ofType(r.events, 'damage')).toHaveLength(1);
  });
});
