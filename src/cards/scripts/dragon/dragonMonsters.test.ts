// The Effect monsters of the Dragon deck, played through the engine.
import { describe, expect, it } from 'vitest';
import { monsterAtk, monsterDef } from '../../../engine/stats';
import type { Action } from '../../../engine/types';
import {
  apply, applyAll, atkPos, board, card, CLAYMAN, DARK_MAGICIAN, defPos, filler, FIRE_GUARDIAN, isLegal, load, mk, ofType, onField, refuse,
  setPos, slotOf,
} from '../../../engine/testing/mk';

const DRAGIAS = 160302001;
const TWIN_EDGE = 160302006;
const RED_BOOT = 160315001;
const GRAVITY = 160302002;
const PHOENIX = 160302009;
const DRAGORITE = 160302005; // Normal Dragon, Lv4
const activate = (uid: number): Action => ({ type: 'activate', card: uid, effect: 'e1' });
const select = (uid: number): Action => ({ type: 'select', card: uid });

describe('Multistrike Dragon Dragias', () => {
  it('R-BAT-2: after it destroys a monster by battle it can attack once more (cost: mill 1)', () => {
    const L = load(board({ deck: filler(3), monsters: [atkPos(card(DRAGIAS, 'd'))] }, { monsters: [atkPos(mk('a', 1000)), atkPos(mk('b', 1000)), atkPos(mk('c', 1000))] }));
    const d = L.uid('d');
    let r = apply(L.state, activate(d));
    expect(r.state.players[0].deck).toHaveLength(2);
    expect(r.state.players[0].gy).toHaveLength(1);
    r = applyAll(r.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: d, target: L.uid('a') }, { type: 'attack', attacker: d, target: L.uid('b') }]);
    expect(onField(r.state, L.uid('b'))).toBe(false);
    expect(refuse(r.state, { type: 'attack', attacker: d, target: L.uid('c') })).toMatch(/already attacked/);
  });

  it('R-BAT-2: no second attack when the first one destroys nothing', () => {
    const L = load(board({ monsters: [atkPos(card(DRAGIAS, 'd'))] }, { monsters: [defPos(mk('wall', 0, 3000)), atkPos(mk('b', 1000))] }));
    const d = L.uid('d');
    const s = applyAll(L.state, [activate(d), { type: 'enterBattle' }, { type: 'attack', attacker: d, target: L.uid('wall') }]).state;
    expect(refuse(s, { type: 'attack', attacker: d, target: L.uid('b') })).toMatch(/already attacked/);
  });

  it('R-MEFF-2 R-MEFF-3: not offered on turn 1 nor with an empty Deck; once per turn', () => {
    const t1 = load(board({ monsters: [atkPos(card(DRAGIAS, 'd'))] }, {}, { turn: 1 }));
    expect(isLegal(t1.state, activate(t1.uid('d')))).toBe(false);
    const empty = load(board({ deck: [], monsters: [atkPos(card(DRAGIAS, 'd'))] }));
    expect(isLegal(empty.state, activate(empty.uid('d')))).toBe(false);
    const L = load(board({ monsters: [atkPos(card(DRAGIAS, 'd'))] }));
    const s = apply(L.state, activate(L.uid('d'))).state;
    expect(refuse(s, activate(L.uid('d')))).toMatch(/already used/);
  });
});

describe('Twin Edge Dragon', () => {
  it('R-BAT-2: cost sends 1 card from the hand; it attacks twice this turn', () => {
    const L = load(board({ hand: [mk('h', 0)], monsters: [atkPos(card(TWIN_EDGE, 't'))] }));
    const t = L.uid('t');
    let s = applyAll(L.state, [activate(t), select(L.uid('h'))]).state;
    expect(s.players[0].gy).toEqual([L.uid('h')]);
    s = applyAll(s, [{ type: 'enterBattle' }, { type: 'attack', attacker: t, target: 'direct' }, { type: 'attack', attacker: t, target: 'direct' }]).state;
    expect(s.players[1].lp).toBe(6000);
    expect(refuse(s, { type: 'attack', attacker: t, target: 'direct' })).toMatch(/already attacked/);
  });

  it('R-MEFF-2 R-MEFF-3: not offered with an empty hand or on turn 1; once per turn', () => {
    const empty = load(board({ monsters: [atkPos(card(TWIN_EDGE, 't'))] }));
    expect(isLegal(empty.state, activate(empty.uid('t')))).toBe(false);
    const t1 = load(board({ hand: [mk('h', 0)], monsters: [atkPos(card(TWIN_EDGE, 't'))] }, {}, { turn: 1 }));
    expect(isLegal(t1.state, activate(t1.uid('t')))).toBe(false);
    const L = load(board({ hand: [mk('h', 0), mk('h2', 0)], monsters: [atkPos(card(TWIN_EDGE, 't'))] }));
    const s = applyAll(L.state, [activate(L.uid('t')), select(L.uid('h'))]).state;
    expect(refuse(s, activate(L.uid('t')))).toMatch(/already used/);
  });
});

describe('Red-Boot Boost Dragon', () => {
  it('R-MEFF-2: 100 damage and +100 ATK per chosen Dragon in the GY, which are shuffled into the Deck', () => {
    const L = load(
      board(
        {
          graveyard: [card(FIRE_GUARDIAN, 'g1'), card(DRAGORITE, 'g2'), card(FIRE_GUARDIAN, 'g3'), card(CLAYMAN, 'w')],
          monsters: [atkPos(card(RED_BOOT, 'rb'))],
        },
      ),
    );
    let s = apply(L.state, activate(L.uid('rb'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', min: 1, max: 3 });
    if (s.pending?.kind === 'choose') expect(s.pending.from).not.toContain(L.uid('w'));
    const r = applyAll(s, [select(L.uid('g1')), select(L.uid('g2')), { type: 'done' }]);
    s = r.state;
    expect(s.players[1].lp).toBe(7800);
    expect(monsterAtk(s, slotOf(s, L.uid('rb')).slot)).toBe(2600);
    expect(s.players[0].deck).toContain(L.uid('g1'));
    expect(s.players[0].deck).toContain(L.uid('g2'));
    expect(s.players[0].gy).toEqual([L.uid('g3'), L.uid('w')]);
    expect(ofType(r.events, 'shuffle')).toHaveLength(1);
    expect(refuse(s, activate(L.uid('rb')))).toMatch(/already used/);
  });

  it('R-MEFF-2: not offered without a Dragon monster in the GY', () => {
    const L = load(board({ graveyard: [card(CLAYMAN, 'w')], monsters: [atkPos(card(RED_BOOT, 'rb'))] }));
    expect(isLegal(L.state, activate(L.uid('rb')))).toBe(false);
  });
});

describe('Gravity Press Dragon', () => {
  it('R-MEFF-2: cost 1 card from the hand; 1 face-up opponent monster loses 700 ATK and DEF this turn', () => {
    const L = load(board({ hand: [mk('h', 0)], monsters: [atkPos(card(GRAVITY, 'g'))] }, { monsters: [atkPos(mk('a', 1000, 1000)), setPos(mk('fd', 3000))] }));
    let s = applyAll(L.state, [activate(L.uid('g')), select(L.uid('h'))]).state;
    expect(s.pending).toMatchObject({ kind: 'choose', from: [L.uid('a')] });
    s = apply(s, select(L.uid('a'))).state;
    const a = slotOf(s, L.uid('a')).slot;
    expect(monsterAtk(s, a)).toBe(300);
    expect(monsterDef(s, a)).toBe(300);
    expect(refuse(s, activate(L.uid('g')))).toMatch(/already used/);
    s = apply(s, { type: 'endTurn' }).state;
    expect(monsterAtk(s, slotOf(s, L.uid('a')).slot)).toBe(1000);
  });

  it('R-MEFF-2: not offered with an empty hand, or with no face-up opponent monster that has ATK or DEF', () => {
    const noHand = load(board({ monsters: [atkPos(card(GRAVITY, 'g'))] }, { monsters: [atkPos(mk('a', 1000))] }));
    expect(isLegal(noHand.state, activate(noHand.uid('g')))).toBe(false);
    const zero = load(board({ hand: [mk('h', 0)], monsters: [atkPos(card(GRAVITY, 'g'))] }, { monsters: [atkPos(mk('z', 0, 0)), setPos(mk('fd', 3000))] }));
    expect(isLegal(zero.state, activate(zero.uid('g')))).toBe(false);
  });
});

describe('Phoenix Dragon', () => {
  it('R-MEFF-2: cost 1 card from the hand; adds a Level 5+ Dragon monster from the GY to the hand', () => {
    const L = load(
      board({
        hand: [mk('h', 0)],
        graveyard: [card(FIRE_GUARDIAN, 'fg'), card(DRAGORITE, 'small'), card(DARK_MAGICIAN, 'dm')],
        monsters: [atkPos(card(PHOENIX, 'p'))],
      }),
    );
    let r = applyAll(L.state, [activate(L.uid('p')), select(L.uid('h'))]);
    expect(r.state.pending).toMatchObject({ kind: 'choose', from: [L.uid('fg')] });
    r = apply(r.state, select(L.uid('fg')));
    expect(r.state.players[0].hand).toEqual([L.uid('fg')]);
    expect(ofType(r.events, 'reveal').map((e) => e.card)).toEqual([L.uid('fg')]);
    expect(refuse(r.state, activate(L.uid('p')))).toMatch(/already used/);
  });

  it('R-MEFF-2: not offered without a Level 5+ Dragon monster in the GY, or with an empty hand', () => {
    const none = load(board({ hand: [mk('h', 0)], graveyard: [card(DRAGORITE, 'small'), card(DARK_MAGICIAN, 'dm')], monsters: [atkPos(card(PHOENIX, 'p'))] }));
    expect(isLegal(none.state, activate(none.uid('p')))).toBe(false);
    const noHand = load(board({ graveyard: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(card(PHOENIX, 'p'))] }));
    expect(isLegal(noHand.state, activate(noHand.uid('p')))).toBe(false);
  });
});
