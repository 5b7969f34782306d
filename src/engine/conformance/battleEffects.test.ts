// Battle with card effects: piercing damage (CE-34, R-DMG-9) and an attack replay caused by
// a Trap that Special Summons without negating the attack (CE-71, R-BAT-7).
import { describe, expect, it } from 'vitest';
import { apply, applyAll, atkPos, board, card, defPos, labels, load, mk, ofType, SAKURETSU, setPos, slotOf } from '../testing/mk';
import { legalActions } from '../legal';
import { activate, askedSeat, AMBUSH, offeredTraps, pick, setCard } from './cards.testkit';

const CRANKED_TO_TEN = 160202007; // cost: 1 monster from hand; +400 ATK and piercing this turn

describe('CE-34 R-DMG-9: piercing battle damage', () => {
  /** P0's Mk(2100) gets +400 and piercing from Cranked to Ten!! (2500), then the Battle Phase starts. */
  function cranked(target: ReturnType<typeof defPos>) {
    const b = board({ hand: [card(CRANKED_TO_TEN, 'ct'), mk('fodder', 100)], monsters: [atkPos(mk('a', 2100))] }, { monsters: [target] });
    const { state, uid } = load(b);
    let s = apply(state, activate(uid('ct'))).state;
    s = pick(s, uid('fodder')); // cost
    s = pick(s, uid('a')); // the monster that gains piercing
    s = apply(s, { type: 'enterBattle' }).state;
    return { s, uid };
  }

  it('CE-34 R-DMG-9 R-DMG-6 R-BAT-9: Mk(2500) with piercing attacks Defense-Position Mk(x/1000): target destroyed, its controller takes 1500', () => {
    const { s, uid } = cranked(defPos(mk('t', 0, 1000)));
    const r = apply(s, { type: 'attack', attacker: uid('a'), target: uid('t') });
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['t']);
    expect(r.state.players[1].lp).toBe(6500);
    expect(r.state.players[0].lp).toBe(8000);
    expect(ofType(r.events, 'damage')).toMatchObject([{ player: 1, amount: 1500, reason: 'battle' }]);
  });

  it('CE-34 R-DMG-9 R-DMG-10: a face-down Defense target is flipped first, then piercing applies the same way', () => {
    const { s, uid } = cranked(setPos(mk('t', 0, 1000)));
    const r = apply(s, { type: 'attack', attacker: uid('a'), target: uid('t') });
    expect(r.state.players[1].lp).toBe(6500);
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['t']);
  });

  it('CE-34 R-DMG-7 R-DMG-9: piercing deals nothing when ATK equals DEF (only R-DMG-6 pierces)', () => {
    const { s, uid } = cranked(defPos(mk('t', 0, 2500)));
    const r = apply(s, { type: 'attack', attacker: uid('a'), target: uid('t') });
    expect(r.state.players[1].lp).toBe(8000);
    expect(slotOf(r.state, uid('t')).seat).toBe(1);
  });
});

describe('CE-71 R-BAT-7: a Trap Special Summons at the attack declaration without negating it', () => {
  function ambushed() {
    const b = board(
      { monsters: [atkPos(mk('a', 2000))] },
      { hand: [mk('y', 1500)], monsters: [atkPos(mk('x', 1000))], spellTraps: [setCard(AMBUSH, 'amb'), setCard(SAKURETSU, 'sak')] },
      { phase: 'battle' },
    );
    const { state, uid } = load(b);
    let s = apply(state, { type: 'attack', attacker: uid('a'), target: uid('x') }).state;
    expect(askedSeat(s)).toBe(1);
    expect(offeredTraps(s)).toEqual([uid('amb'), uid('sak')]);
    s = apply(s, activate(uid('amb'))).state;
    s = pick(s, uid('y'));
    return { s, uid };
  }

  it('CE-71 R-BAT-7: after the Trap summons, P0 is asked to choose again: x, y or cancel (no direct attack)', () => {
    const { s, uid } = ambushed();
    expect(slotOf(s, uid('y')).seat).toBe(1);
    expect(s.pending).toEqual({ kind: 'attackReplay', player: 0, attacker: uid('a') });
    expect(legalActions(s)).toEqual([
      { type: 'attack', attacker: uid('a'), target: uid('x') },
      { type: 'attack', attacker: uid('a'), target: uid('y') },
      { type: 'cancel' },
    ]);
  });

  it('CE-71 R-BAT-7 R-TRAP-4: the re-selection is no new declaration: Sakuretsu Armor (same condition) is not offered; damage calculation follows', () => {
    const { s, uid } = ambushed();
    const r = apply(s, { type: 'attack', attacker: uid('a'), target: uid('y') });
    expect(ofType(r.events, 'activate')).toEqual([]);
    expect(r.state.players[1].spellTraps[1]).toMatchObject({ uid: uid('sak'), faceDown: true });
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['amb', 'y']);
    expect(r.state.players[1].lp).toBe(7500);
    expect(slotOf(r.state, uid('a')).slot.attacks).toBe(1);
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
  });

  it('CE-71 R-BAT-7: P0 may cancel instead: no damage, and the attack still counts', () => {
    const { s, uid } = ambushed();
    const r = applyAll(s, [{ type: 'cancel' }]);
    expect(r.state.players[1].lp).toBe(8000);
    expect(r.state.players[1].spellTraps[1]).toMatchObject({ uid: uid('sak'), faceDown: true });
    expect(legalActions(r.state).some((a) => a.type === 'attack')).toBe(false);
  });
});
