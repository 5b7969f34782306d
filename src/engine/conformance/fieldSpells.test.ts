// Field Spells with effects (R-FIELD-2, R-FIELD-3): Skyscraper (+1000 for the listed HEROes
// on the turn player's field) and Supreme Marine Fortress Magnum Overbase (+400 for every
// face-up Level 7+ Machine on the field; activated only while your LP are lower).
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, load, mk, ofType, OVERBASE, SKYSCRAPER, slotOf } from '../testing/mk';
import { stateProblems } from '../invariants';
import { monsterAtk } from '../stats';
import type { DuelState } from '../types';
import { activate, canActivate } from './cards.testkit';

const AVIAN = 160320008; // Elemental HERO Avian, Normal, Lv3, 1000/1000
const bigMachine = (ref: string) => mk(ref, 2500, 1000, 7, { race: 'Machine' });
const atkNow = (s: DuelState, uid: number): number => monsterAtk(s, slotOf(s, uid).slot);

describe('CE-56 R-FIELD-3: activating a Field Spell from the hand over another', () => {
  const start = () =>
    load(board({
      lp: 7000,
      hand: [card(OVERBASE, 'f2')],
      field: { card: card(SKYSCRAPER, 'f1'), faceDown: false },
      monsters: [atkPos(card(AVIAN, 'av')), atkPos(bigMachine('mc'))],
    }));

  it('CE-56 R-FIELD-3: F2 is activatable from the hand while F1 is face-up in the Field Zone', () => {
    const { state, uid } = start();
    expect(atkNow(state, uid('av'))).toBe(2000);
    expect(atkNow(state, uid('mc'))).toBe(2500);
    expect(canActivate(state, uid('f2'))).toBe(true);
  });

  it('CE-56 R-FIELD-3 R-FIELD-1: F1 goes to the GY by rule (not destroyed), F2 is face-up and applies; F1 no longer does', () => {
    const { state, uid } = start();
    const r = apply(state, activate(uid('f2')));
    const p = r.state.players[0];
    expect(p.field).toMatchObject({ uid: uid('f2'), faceDown: false });
    expect(p.gy).toEqual([uid('f1')]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'move').find((e) => e.card === uid('f1'))).toMatchObject({ from: 'field', to: 'gy', reason: 'rule' });
    expect(atkNow(r.state, uid('av'))).toBe(1000);
    expect(atkNow(r.state, uid('mc'))).toBe(2900);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(stateProblems(r.state)).toEqual([]);
  });
});

describe('CE-57 R-FIELD-2: both players\' Field Spells apply at the same time', () => {
  it('CE-57 R-FIELD-2: P0\'s Skyscraper and P1\'s Magnum Overbase both apply', () => {
    const b = board(
      { field: { card: card(SKYSCRAPER, 'sky') }, monsters: [atkPos(card(AVIAN, 'av')), atkPos(bigMachine('mine'))] },
      { field: { card: card(OVERBASE, 'base') }, monsters: [atkPos(bigMachine('theirs'))] },
    );
    const { state, uid } = load(b);
    expect(state.players[0].field).toMatchObject({ uid: uid('sky'), faceDown: false });
    expect(state.players[1].field).toMatchObject({ uid: uid('base'), faceDown: false });
    expect(atkNow(state, uid('av'))).toBe(2000); // Skyscraper, P0's turn
    expect(atkNow(state, uid('mine'))).toBe(2900); // P1's Overbase reaches both fields
    expect(atkNow(state, uid('theirs'))).toBe(2900);
  });

  it('CE-57 R-FIELD-2: in a battle both bonuses count (Avian 2000 vs a 1500 monster; the Machine 2900 vs 2600)', () => {
    const b = board(
      { field: { card: card(SKYSCRAPER, 'sky') }, monsters: [atkPos(card(AVIAN, 'av')), atkPos(bigMachine('mine'))] },
      { field: { card: card(OVERBASE, 'base') }, monsters: [atkPos(mk('x', 1500)), atkPos(mk('y', 2600))] },
      { phase: 'battle' },
    );
    const { state, uid } = load(b);
    let s = apply(state, { type: 'attack', attacker: uid('av'), target: uid('x') }).state;
    s = apply(s, { type: 'attack', attacker: uid('mine'), target: uid('y') }).state;
    expect(s.players[1].lp).toBe(8000 - 500 - 300);
  });
});
