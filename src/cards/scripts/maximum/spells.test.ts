// Cranked to Ten!!, Heavenly Gift, Graceful Charity, Heavenly Invitation.
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { atkPos, card, defPos, maxMon, mk, TRAP_HOLE } from '../../../engine/testing/mk';

const CRANKED = 160202007;
const GIFT = 160202050;
const OVERLORD = 160202002;

describe('Cranked to Ten!! (160202007)', () => {
  it('cost: a monster from the hand; the chosen Level 10 monster gains 400 ATK and piercing, and 1000 damage is inflicted', () => {
    const d = Duel.of({ hand: [card(CRANKED, 'ct'), mk('m', 0)], monsters: [maxMon()] }, { monsters: [defPos(mk('o', 0, 1000))] });
    d.activate('ct').pick('m');
    expect(d.ev('move')).toContainEqual(expect.objectContaining({ card: 'm', to: 'gy', reason: 'cost' }));
    expect(d.choices()).toEqual(['C']);
    d.pick('C');
    expect(d.atk('C')).toBe(3900);
    expect(d.lp(1)).toBe(7000);
    expect(d.gy().sort()).toEqual(['ct', 'm']);
    d.do({ type: 'enterBattle' }).attack('C', 'o');
    expect(d.lp(1)).toBe(7000 - 2900);
  });

  it('a monster that is not Level 10 gets the ATK and piercing but no damage is inflicted; the boost ends with the turn', () => {
    const d = Duel.of({ hand: [card(CRANKED, 'ct'), mk('m', 0)], monsters: [atkPos(mk('w', 1000))] });
    d.activate('ct').pick('m').pick('w');
    expect(d.atk('w')).toBe(1400);
    expect(d.lp(1)).toBe(8000);
    d.do({ type: 'endTurn' });
    expect(d.atk('w')).toBe(1000);
  });

  it('R-MEFF-2: not offered without a monster in hand to send, or without a face-up monster to choose', () => {
    expect(Duel.of({ hand: [card(CRANKED, 'ct'), card(TRAP_HOLE, 't')], monsters: [atkPos(mk('w', 1000))] }).offers('ct')).toBe(false);
    expect(Duel.of({ hand: [card(CRANKED, 'ct'), mk('m', 0)] }).offers('ct')).toBe(false);
  });
});

describe('Heavenly Gift (160202050)', () => {
  const b = () => Duel.of({ hand: [card(GIFT, 'g'), card(OVERLORD, 'c'), mk('m4', 0)], deck: [mk('d1', 0), mk('d2', 0), mk('d3', 0)] });

  it('sends the chosen monsters from the hand to the GY; original Levels total 10 or more: may draw 2', () => {
    const d = b();
    d.activate('g');
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 1, max: 2 });
    d.pick('c');
    expect(d.ev('move')).toContainEqual(expect.objectContaining({ card: 'c', from: 'hand', to: 'gy', reason: 'effect' }));
    d.option(1);
    expect(d.hand()).toEqual(['m4', 'd1', 'd2']);
  });

  it('a total under 10 asks nothing and draws nothing; declining the draw is allowed', () => {
    const low = b();
    low.activate('g').pick('m4');
    expect(low.state.pending).toMatchObject({ kind: 'main' });
    expect(low.hand()).toEqual(['c']);
    const no = b();
    no.activate('g').pick('c', 'm4').option(0);
    expect(no.hand()).toEqual([]);
  });

  it('R-MEFF-2: not offered without a monster in hand', () => {
    expect(Duel.of({ hand: [card(GIFT, 'g'), card(TRAP_HOLE, 't')] }).offers('g')).toBe(false);
  });
});
