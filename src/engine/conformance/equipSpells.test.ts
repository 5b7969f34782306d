// Equip Spells with card effects (R-EQ-5, R-EQ-6, R-EQ-9): a made-up "Machine only, +500 ATK"
// Equip Spell against real Spells (Magical Stream, Type Change Beam) and a made-up bounce.
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, load, mk, ofType, slotOf } from '../testing/mk';
import { raceOf } from '../effects/primitives/race';
import { stateProblems } from '../invariants';
import { monsterAtk } from '../stats';
import type { DuelState } from '../types';
import { activate, BOUNCE, canActivate, MACHINE_GEAR, pick } from './cards.testkit';

const MAGICAL_STREAM = 160301012; // with a face-up Spellcaster: destroy 1 Spell/Trap your opponent controls
const TYPE_CHANGE_BEAM = 160004039; // reveal a monster: 1-3 face-up monsters become its Type this turn
const DRAGORITE = 160302005; // Normal Dragon, Lv4

const machine = (ref: string, atk: number) => mk(ref, atk, 1000, 4, { race: 'Machine' });
const atkNow = (s: DuelState, uid: number): number => monsterAtk(s, slotOf(s, uid).slot);
const gearOn = (monsterRef: string, ref = 'gear') => ({ card: card(MACHINE_GEAR, ref), faceDown: false, equippedTo: monsterRef });

describe('CE-49 R-EQ-5: the Equip Spell destroyed by an effect', () => {
  it('CE-49 R-EQ-5: Magical Stream destroys P1\'s Equip Spell: the equipped monster stays and loses the bonus', () => {
    const b = board(
      { hand: [card(MAGICAL_STREAM, 'ms')], monsters: [atkPos(mk('sc', 1000, 0, 4, { race: 'Spellcaster' }))] },
      { monsters: [atkPos(machine('m', 1500))], spellTraps: [gearOn('m')] },
    );
    const { state, uid } = load(b);
    expect(atkNow(state, uid('m'))).toBe(2000);
    let s = apply(state, activate(uid('ms'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', from: [uid('gear')] });
    const r = apply(s, { type: 'select', card: uid('gear') });
    s = r.state;
    expect(ofType(r.events, 'destroy').map((e) => e.card)).toEqual([uid('gear')]);
    expect(s.players[1].gy).toEqual([uid('gear')]);
    expect(slotOf(s, uid('m'))).toMatchObject({ seat: 1, zone: 0 });
    expect(atkNow(s, uid('m'))).toBe(1500);
    expect(stateProblems(s)).toEqual([]);
  });
});

describe('CE-50 R-EQ-6: the equipped monster returned to the hand', () => {
  it('CE-50 R-EQ-6: equip through the engine, then bounce the monster: it goes to the hand, the Equip Spell to the GY (not to the hand)', () => {
    const b = board({ hand: [card(MACHINE_GEAR, 'gear'), card(BOUNCE, 'bounce')], monsters: [atkPos(machine('m', 1500))] });
    const { state, uid } = load(b);
    let s = pick(apply(state, activate(uid('gear'))).state, uid('m'));
    expect(s.players[0].spellTraps.find((z) => z?.uid === uid('gear'))).toMatchObject({ faceDown: false, equippedTo: uid('m') });
    expect(atkNow(s, uid('m'))).toBe(2000);
    s = apply(s, activate(uid('bounce'))).state;
    const r = apply(s, { type: 'select', card: uid('m') });
    const p = r.state.players[0];
    expect(p.hand).toEqual([uid('m')]);
    expect(p.gy).toEqual([uid('gear'), uid('bounce')]);
    expect(p.spellTraps.every((z) => z === null)).toBe(true);
    expect(ofType(r.events, 'move').find((e) => e.card === uid('gear'))).toMatchObject({ from: 'spellTrap', to: 'gy' });
    expect(ofType(r.events, 'destroy')).toEqual([]);
  });

  it('CE-50 R-EQ-6 R-CARD-8: the opponent\'s equipped monster bounced: monster to its owner\'s hand, Equip to its owner\'s GY', () => {
    const b = board({ hand: [card(BOUNCE, 'bounce')] }, { monsters: [atkPos(machine('m', 1500))], spellTraps: [gearOn('m')] });
    const { state, uid } = load(b);
    const s = pick(apply(state, activate(uid('bounce'))).state, uid('m'));
    expect(s.players[1].hand).toEqual([uid('m')]);
    expect(s.players[1].gy).toEqual([uid('gear')]);
    expect(s.players[1].spellTraps.every((z) => z === null)).toBe(true);
  });
});

describe('CE-53 R-EQ-9: the equipped monster changes Type', () => {
  it('CE-53 R-EQ-9: a Machine carrying the Machine-only Equip becomes a Dragon (Type Change Beam): the Equip stays and its bonus applies', () => {
    const b = board({
      hand: [card(MACHINE_GEAR, 'gear'), card(TYPE_CHANGE_BEAM, 'tcb'), card(DRAGORITE, 'dr'), card(MACHINE_GEAR, 'gear2')],
      monsters: [atkPos(machine('m', 1500))],
    });
    const { state, uid } = load(b);
    let s = pick(apply(state, activate(uid('gear'))).state, uid('m'));
    s = apply(s, activate(uid('tcb'))).state;
    s = pick(s, uid('dr')); // reveal the Dragon
    expect(s.pending).toMatchObject({ kind: 'choose', from: [uid('m')] });
    s = pick(s, uid('m'));
    expect(raceOf(s, uid('m'))).toBe('Dragon');
    expect(s.players[0].spellTraps.find((z) => z?.uid === uid('gear'))).toMatchObject({ equippedTo: uid('m') });
    expect(atkNow(s, uid('m'))).toBe(2000);
    // The restriction is checked at activation only: a second copy can no longer equip it.
    expect(canActivate(s, uid('gear2'))).toBe(false);
    expect(stateProblems(s)).toEqual([]);
  });
});
