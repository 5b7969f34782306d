// Great Multistrike Dragon Dragias Burst: the center's Continuous Effect and the [L] and
// [R] MAXIMUM effects, played through the engine.
import { describe, expect, it } from 'vitest';
import { monsterAtk } from '../../../engine/stats';
import type { Action } from '../../../engine/types';
import {
  apply, applyAll, atkPos, board, card, defPos, filler, isLegal, load, maxMon, mk, ofType, onField, refuse, SAKURETSU, slotOf,
} from '../../../engine/testing/mk';

const CENTER = 160422002;
const LEFT = 160422001;
const RIGHT = 160422003;
const burst = () => maxMon({}, [CENTER, LEFT, RIGHT]);
const activate = (uid: number): Action => ({ type: 'activate', card: uid, effect: 'e1' });

describe('Great Multistrike Dragon Dragias Burst (center)', () => {
  it('R-MAX-14 R-MEFF-5: an opponent\'s Trap (Sakuretsu Armor) cannot destroy the MAXIMUM monster', () => {
    const L = load(board({ monsters: [burst()] }, { monsters: [atkPos(mk('x', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sa') }] }));
    let s = applyAll(L.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: L.uid('C'), target: L.uid('x') }]).state;
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    const r = apply(s, activate(L.uid('sa')));
    s = r.state;
    expect(ofType(r.events, 'destroy').map((e) => e.card)).toEqual([L.uid('x')]); // only the battle destroyed something
    expect(onField(s, L.uid('C'))).toBe(true);
    expect(s.players[1].gy).toContain(L.uid('sa'));
  });

  it('R-MAX-17: the center piece on its own has no protection', () => {
    const L = load(board({ monsters: [atkPos(card(CENTER, 'C'))] }, { monsters: [atkPos(mk('x', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sa') }] }));
    const s = applyAll(L.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: L.uid('C'), target: L.uid('x') }, activate(L.uid('sa'))]).state;
    expect(onField(s, L.uid('C'))).toBe(false);
    expect(s.players[0].gy).toContain(L.uid('C'));
  });
});

describe('Great Multistrike Dragon Dragias Burst [L]', () => {
  it('R-MAX-14 R-MAX-15: cost mills 1; the monster attacks monsters 3 times; at the End Phase all 3 pieces are shuffled into the Deck', () => {
    const L = load(
      board(
        { deck: filler(5), monsters: [burst()] },
        { monsters: [atkPos(mk('a', 1000)), atkPos(mk('b', 1200)), defPos(mk('c', 500, 1000))] },
      ),
    );
    const C = L.uid('C');
    let r = apply(L.state, activate(L.uid('L')));
    expect(ofType(r.events, 'activate')).toHaveLength(1);
    expect(ofType(r.events, 'move').filter((e) => e.reason === 'cost' && e.to === 'gy')).toHaveLength(1);
    expect(r.state.players[0].deck).toHaveLength(4);
    r = applyAll(r.state, [
      { type: 'enterBattle' },
      { type: 'attack', attacker: C, target: L.uid('a') },
      { type: 'attack', attacker: C, target: L.uid('b') },
      { type: 'attack', attacker: C, target: L.uid('c') },
    ]);
    expect(r.state.players[1].monsters.every((m) => m === null)).toBe(true);
    expect(r.state.players[1].lp).toBe(8000 - 2500 - 2300);
    expect(slotOf(r.state, C).slot.attacks).toBe(3);
    r = apply(r.state, { type: 'endTurn' });
    const deck = r.state.players[0].deck;
    expect(deck).toHaveLength(7);
    for (const ref of ['L', 'C', 'R']) expect(deck).toContain(L.uid(ref));
    expect(r.state.players[0].monsters.every((m) => m === null)).toBe(true);
    expect(ofType(r.events, 'shuffle').some((e) => e.player === 0)).toBe(true);
  });

  it('R-BAT-2: its extra attacks are on monsters only, and a 4th attack is refused', () => {
    const L = load(board({ monsters: [burst()] }, { monsters: [atkPos(mk('a', 1000)), atkPos(mk('b', 1000)), atkPos(mk('c', 1000))] }));
    const C = L.uid('C');
    let s = applyAll(L.state, [activate(L.uid('L')), { type: 'enterBattle' }, { type: 'attack', attacker: C, target: L.uid('a') }]).state;
    s = applyAll(s, [{ type: 'attack', attacker: C, target: L.uid('b') }, { type: 'attack', attacker: C, target: L.uid('c') }]).state;
    expect(refuse(s, { type: 'attack', attacker: C, target: 'direct' })).toMatch(/attack/);
    const L2 = load(board({ monsters: [burst()] }, { monsters: [atkPos(mk('a', 1000))] }));
    const s2 = applyAll(L2.state, [activate(L2.uid('L')), { type: 'enterBattle' }, { type: 'attack', attacker: L2.uid('C'), target: L2.uid('a') }]).state;
    expect(refuse(s2, { type: 'attack', attacker: L2.uid('C'), target: 'direct' })).toMatch(/only target monsters/);
    // Attacking directly first uses its one ordinary attack: the extra ones are then gone.
    const L3 = load(board({ monsters: [burst()] }, {}));
    const s3 = applyAll(L3.state, [activate(L3.uid('L')), { type: 'enterBattle' }, { type: 'attack', attacker: L3.uid('C'), target: 'direct' }]).state;
    expect(refuse(s3, { type: 'attack', attacker: L3.uid('C'), target: 'direct' })).toMatch(/already attacked/);
  });

  it('R-MEFF-2 R-TURN-2: not offered when the Battle Phase can no longer be entered (turn 1) or the cost cannot be paid', () => {
    const t1 = load(board({ monsters: [burst()] }, {}, { turn: 1 }));
    expect(isLegal(t1.state, activate(t1.uid('L')))).toBe(false);
    expect(refuse(t1.state, activate(t1.uid('L')))).toMatch(/condition/);
    const noDeck = load(board({ deck: [], monsters: [burst()] }));
    expect(isLegal(noDeck.state, activate(noDeck.uid('L')))).toBe(false);
  });

  it('R-MEFF-3 R-MAX-17: once per turn, and only in MAXIMUM mode', () => {
    const L = load(board({ monsters: [burst()] }));
    const s = apply(L.state, activate(L.uid('L'))).state;
    expect(refuse(s, activate(L.uid('L')))).toMatch(/already used/);
    const alone = load(board({ monsters: [atkPos(card(LEFT, 'l'))] }));
    expect(refuse(alone.state, activate(alone.uid('l')))).toMatch(/MAXIMUM/);
  });
});

describe('Great Multistrike Dragon Dragias Burst [R]', () => {
  it('R-MAX-14 R-DMG-9: cost sends 3 cards from the hand; +1000 ATK and piercing damage this turn', () => {
    const L = load(board({ hand: [mk('h1', 0), mk('h2', 0), mk('h3', 0)], monsters: [burst()] }, { monsters: [defPos(mk('d', 0, 2000))] }));
    const C = L.uid('C');
    let s = apply(L.state, activate(L.uid('R'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', min: 3, max: 3 });
    s = applyAll(s, ['h1', 'h2', 'h3'].map((h): Action => ({ type: 'select', card: L.uid(h) }))).state;
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].gy).toHaveLength(3);
    expect(monsterAtk(s, slotOf(s, C).slot)).toBe(4500);
    s = applyAll(s, [{ type: 'enterBattle' }, { type: 'attack', attacker: C, target: L.uid('d') }]).state;
    expect(s.players[1].lp).toBe(8000 - 2500);
    s = apply(s, { type: 'endTurn' }).state;
    expect(monsterAtk(s, slotOf(s, C).slot)).toBe(3500);
  });

  it('R-MEFF-2 R-MEFF-3: refused with fewer than 3 cards in hand; once per turn; [L] and [R] are separate effects', () => {
    const short = load(board({ hand: [mk('h1', 0), mk('h2', 0)], monsters: [burst()] }));
    expect(isLegal(short.state, activate(short.uid('R')))).toBe(false);
    const L = load(board({ hand: [mk('h1', 0), mk('h2', 0), mk('h3', 0), mk('h4', 0), mk('h5', 0), mk('h6', 0)], monsters: [burst()] }));
    let s = applyAll(L.state, [activate(L.uid('R')), ...['h1', 'h2', 'h3'].map((h): Action => ({ type: 'select', card: L.uid(h) }))]).state;
    expect(refuse(s, activate(L.uid('R')))).toMatch(/already used/);
    s = apply(s, activate(L.uid('L'))).state;
    expect(s.lingering.filter((l) => l.target === L.uid('C')).map((l) => l.kind).sort()).toEqual(
      ['atk', 'extraAttacksOnMonsters', 'moveAtEndPhase', 'piercing'],
    );
  });
});
