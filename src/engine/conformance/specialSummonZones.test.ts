// R-SS-3 / R-MAX-9 with card effects: a Special Summon needs a free Monster Zone, and a
// MAXIMUM monster leaves none — unless the effect removes it first (CE-16, CE-63).
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, defPos, load, maxMon, mk, ofType, plainWords, refuse, setPos, slotOf } from '../testing/mk';
import { stateProblems } from '../invariants';
import { activate, canActivate, pick, REVIVE, yes } from './cards.testkit';

const DRAGONIC_PRESSURE = 160302011;
const DRAGORITE = 160302005; // Normal Dragon, Lv4, 1500/0
const DRAGIAS = [160422002, 160422001, 160422003] as [number, number, number]; // Dragon MAXIMUM set

describe('CE-16 R-MAX-9: a Spell "Special Summon 1 monster from your GY" while you have a MAXIMUM monster', () => {
  it('CE-16 R-MAX-9 R-SS-3: with a MAXIMUM monster the Spell is refused, though the GY holds a monster', () => {
    const { state, uid } = load(board({ hand: [card(REVIVE, 'rev')], graveyard: [mk('g', 1500)], monsters: [maxMon()] }));
    expect(canActivate(state, uid('rev'))).toBe(false);
    const err = refuse(state, activate(uid('rev')));
    expect(plainWords(err)).toBe(true);
    expect(err).toMatch(/R-MEFF-2/);
  });

  it('CE-16 (control): the same Spell with an empty field is legal and summons the GY monster', () => {
    const { state, uid } = load(board({ hand: [card(REVIVE, 'rev')], graveyard: [mk('g', 1500)] }));
    expect(canActivate(state, uid('rev'))).toBe(true);
    let s = apply(state, activate(uid('rev'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', player: 0, from: [uid('g')] });
    s = pick(s, uid('g'));
    expect(slotOf(s, uid('g'))).toMatchObject({ seat: 0, slot: { position: 'attack', faceDown: false } });
    expect(s.players[0].gy).toEqual([uid('rev')]);
    expect(stateProblems(s)).toEqual([]);
  });

  it('CE-16 R-MAX-9 (exception): Dragonic Pressure destroys the MAXIMUM monster first, so its revival may then use a freed zone', () => {
    const b = board({
      hand: [card(DRAGONIC_PRESSURE, 'dp'), card(DRAGORITE, 'd1'), card(DRAGORITE, 'd2'), card(DRAGORITE, 'd3')],
      monsters: [maxMon({}, DRAGIAS)],
    });
    const { state, uid } = load(b);
    expect(canActivate(state, uid('dp'))).toBe(true);
    let s = apply(state, activate(uid('dp'))).state;
    s = pick(s, uid('d1'), uid('d2'), uid('d3')); // cost: 3 Dragons from the hand
    // All 3 pieces were destroyed together (R-MAX-16); the revival is asked.
    expect(s.players[0].gy).toEqual(expect.arrayContaining([uid('C'), uid('L'), uid('R')]));
    expect(s.pending).toMatchObject({ kind: 'option', player: 0 });
    s = apply(s, yes).state;
    expect(s.pending).toMatchObject({ kind: 'choose', from: [uid('d1'), uid('d2'), uid('d3')] });
    const r = apply(s, { type: 'select', card: uid('d2') });
    expect(slotOf(r.state, uid('d2'))).toMatchObject({ seat: 0, slot: { position: 'defense', faceDown: false } });
    expect(ofType(r.events, 'summon')).toMatchObject([{ card: uid('d2'), how: 'special' }]);
    expect(stateProblems(r.state)).toEqual([]);
  });
});

describe('CE-63 R-SS-3: no free Monster Zone, no Special Summon Spell', () => {
  it('CE-63 R-SS-3: P0 controls 3 monsters; "Special Summon 1 monster from your GY" cannot be activated', () => {
    const b = board({
      hand: [card(REVIVE, 'rev')],
      graveyard: [mk('g', 1500)],
      monsters: [atkPos(mk('a', 1000)), defPos(mk('b', 1000)), setPos(mk('c', 1000))],
    });
    const { state, uid } = load(b);
    expect(canActivate(state, uid('rev'))).toBe(false);
    expect(plainWords(refuse(state, activate(uid('rev'))))).toBe(true);
  });

  it('CE-63 (control): with 2 monsters (one zone free) the same Spell is legal', () => {
    const b = board({ hand: [card(REVIVE, 'rev')], graveyard: [mk('g', 1500)], monsters: [atkPos(mk('a', 1000)), defPos(mk('b', 1000))] });
    const { state, uid } = load(b);
    expect(canActivate(state, uid('rev'))).toBe(true);
    const s = pick(apply(state, activate(uid('rev'))).state, uid('g'));
    expect(slotOf(s, uid('g')).zone).toBe(2);
  });

  it('CE-63 R-SS-3: the opponent\'s monsters do not matter: P1 has 3 monsters, P0 none: legal', () => {
    const b = board(
      { hand: [card(REVIVE, 'rev')], graveyard: [mk('g', 1500)] },
      { monsters: [atkPos(mk('x', 1)), atkPos(mk('y', 1)), atkPos(mk('z', 1))] },
    );
    const { state, uid } = load(b);
    expect(canActivate(state, uid('rev'))).toBe(true);
  });
});
