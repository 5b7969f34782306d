// CE-20: a MAXIMUM monster is never a legal choice for a position change (R-MAX-13) nor for
// a condition about DEF, even "0 DEF" (R-MAX-8), though its center piece prints DEF 0.
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, defPos, load, maxMon, mk, ofType, refuse, slotOf } from '../testing/mk';
import { monsterDef } from '../stats';
import { activate, ALL_TO_DEFENSE, canActivate, offeredTraps, setCard, ZERO_DEF_HUNT } from './cards.testkit';

const QUAKING_MIRROR_FORCE = 160320038; // Trap: on an attack, every face-up opposing monster to face-down Defense

describe('CE-20 R-MAX-13: position-changing effects', () => {
  it('CE-20 R-MAX-13: Quaking Mirror Force has no legal monster when only a MAXIMUM monster attacks: no Trap window, the attack goes on', () => {
    const b = board({ monsters: [maxMon()] }, { spellTraps: [setCard(QUAKING_MIRROR_FORCE, 'qmf')] }, { phase: 'battle' });
    const { state, uid } = load(b);
    const r = apply(state, { type: 'attack', attacker: uid('C'), target: 'direct' });
    expect(offeredTraps(r.state)).toEqual([]);
    expect(r.state.players[1].lp).toBe(8000 - 3500);
    expect(slotOf(r.state, uid('C')).slot).toMatchObject({ position: 'attack', faceDown: false });
    expect(r.state.players[1].spellTraps[0]).toMatchObject({ uid: uid('qmf'), faceDown: true });
  });

  it('CE-20 (control): the same Trap is offered against an ordinary attacker', () => {
    const b = board({ monsters: [atkPos(mk('a', 1500))] }, { spellTraps: [setCard(QUAKING_MIRROR_FORCE, 'qmf')] }, { phase: 'battle' });
    const { state, uid } = load(b);
    const r = apply(state, { type: 'attack', attacker: uid('a'), target: 'direct' });
    expect(offeredTraps(r.state)).toEqual([uid('qmf')]);
  });

  it('CE-20 R-MAX-13: "every face-up Attack Position monster to Defense Position" changes the others and leaves the MAXIMUM monster as it was', () => {
    const b = board({ hand: [card(ALL_TO_DEFENSE, 'down')], monsters: [atkPos(mk('a', 1500))] }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    const r = apply(state, activate(uid('down')));
    expect(slotOf(r.state, uid('a')).slot).toMatchObject({ position: 'defense', faceDown: false });
    expect(slotOf(r.state, uid('C')).slot).toMatchObject({ position: 'attack', faceDown: false });
    expect(ofType(r.events, 'position').map((e) => e.card)).toEqual([uid('a')]);
  });
});

describe('CE-20 R-MAX-8: conditions about DEF', () => {
  it('CE-20 R-MAX-8: the MAXIMUM monster has no DEF at all (its center prints DEF 0)', () => {
    const { state, uid } = load(board({}, { monsters: [maxMon()] }));
    expect(monsterDef(state, slotOf(state, uid('C')).slot)).toBeNull();
  });

  it('CE-20 R-MAX-8: "destroy 1 face-up monster with 0 DEF": a Mk(x/0) is a choice, the MAXIMUM monster is not', () => {
    const b = board({ hand: [card(ZERO_DEF_HUNT, 'hunt')], monsters: [defPos(mk('zero', 1000, 0))] }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    const s = apply(state, activate(uid('hunt'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', player: 0, from: [uid('zero')] });
  });

  it('CE-20 R-MAX-8: with only the MAXIMUM monster on the field the 0-DEF Spell has no legal choice and cannot be activated', () => {
    const b = board({ hand: [card(ZERO_DEF_HUNT, 'hunt')] }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    expect(canActivate(state, uid('hunt'))).toBe(false);
    refuse(state, activate(uid('hunt')));
  });
});
