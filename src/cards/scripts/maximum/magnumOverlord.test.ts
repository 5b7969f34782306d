// Supreme Machine Magnum Overlord [L] / center / [R], with the MAXIMUM rule examples
// CE-22 (returned to hand: all 3 pieces) and CE-24 ([L] and [R] once per turn each).
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../../engine/effects/vocab';
import { atkPos, card, DARK_HOLE, maxMon, mk, SAKURETSU, setPos } from '../../../engine/testing/mk';
import type { DuelEvent } from '../../../engine/types';

const OVERLORD = 160202002;

describe('Supreme Machine Magnum Overlord [L] (160202001) R-MAX-14', () => {
  const behind = () => Duel.of({ lp: 3000, hand: [mk('h', 100)], monsters: [maxMon()] }, { lp: 8000 });

  it('LP lower: cost sends 1 hand card to the GY; the MAXIMUM monster gains the LP difference until the end of the turn', () => {
    const d = behind();
    expect(d.offers('L')).toBe(true);
    d.activate('L');
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 1, max: 1 });
    d.pick('h');
    expect(d.gy()).toEqual(['h']);
    expect(d.ev('move')).toContainEqual(expect.objectContaining({ card: 'h', from: 'hand', to: 'gy', reason: 'cost' }));
    expect(d.ev('activate')).toEqual([expect.objectContaining({ card: 'L', effect: 'e1', kind: 'monster' })]);
    expect(d.atk('C')).toBe(3500 + 5000);
    d.do({ type: 'endTurn' });
    expect(d.atk('C')).toBe(3500);
  });

  it('R-MEFF-2: not offered with LP equal or higher, nor with an empty hand', () => {
    const even = Duel.of({ lp: 8000, hand: [mk('h', 100)], monsters: [maxMon()] });
    expect(even.offers('L')).toBe(false);
    expect(even.problem('L')).toMatch(/condition/);
    const empty = Duel.of({ lp: 1000, monsters: [maxMon()] });
    expect(empty.offers('L')).toBe(false);
  });

  it('R-MAX-17: a lone [L] on the field (not in MAXIMUM mode) cannot use its MAXIMUM effect', () => {
    const d = Duel.of({ lp: 1000, hand: [mk('h', 100)], monsters: [atkPos(card(160202001, 'lone'))] });
    expect(d.offers('lone')).toBe(false);
    expect(d.problem('lone')).toMatch(/MAXIMUM mode/);
  });
});

describe('Supreme Machine Magnum Overlord (160202002): opponent Traps cannot destroy it in MAXIMUM mode', () => {
  it("the opponent's Sakuretsu Armor on its attack destroys nothing; the attack goes on", () => {
    const d = Duel.of({ monsters: [maxMon()] }, { monsters: [atkPos(mk('o', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sak') }] });
    d.do({ type: 'enterBattle' }).attack('C', 'o');
    expect(d.state.pending).toMatchObject({ kind: 'respond', player: 1 });
    d.activate('sak');
    expect(d.onField('C')).toBe(true);
    expect(d.ev('destroy')).toContainEqual(expect.objectContaining({ card: 'o', reason: 'battle' }));
    expect(d.lp(1)).toBe(8000 - 2500);
  });

  it('a Spell (Dark Hole) still destroys it: all 3 pieces go to the GY (R-MAX-16)', () => {
    const d = Duel.of({ hand: [card(DARK_HOLE, 'dh')], monsters: [maxMon()] });
    d.activate('dh');
    expect(d.gy().sort()).toEqual(['C', 'L', 'R', 'dh'].sort());
  });

  it('R-MAX-17: the center on its own (not in MAXIMUM mode) is destroyed by the Trap', () => {
    const d = Duel.of({ monsters: [atkPos(card(OVERLORD, 'c'))] }, { monsters: [atkPos(mk('o', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sak') }] });
    d.do({ type: 'enterBattle' }).attack('c', 'o').activate('sak');
    expect(d.onField('c')).toBe(false);
    expect(d.gy()).toEqual(['c']);
  });
});

describe('Supreme Machine Magnum Overlord [R] (160202003) R-MAX-14', () => {
  it('cost: mill 1; the MAXIMUM monster gains 200 x the chosen face-up opponent monster\'s Level this turn', () => {
    const d = Duel.of(
      { monsters: [maxMon()], deck: [mk('top', 0), mk('d2', 0)] },
      { monsters: [atkPos(mk('o4', 1000, 0, 4)), atkPos(mk('o7', 2500, 0, 7)), setPos(mk('fd', 0, 0, 8))] },
    );
    d.activate('R');
    expect(d.gy()).toEqual(['top']);
    expect(d.choices().sort()).toEqual(['o4', 'o7']);
    d.pick('o7');
    expect(d.atk('C')).toBe(3500 + 1400);
  });

  it('R-MEFF-2: not offered when the opponent has no face-up monster, or the Deck is empty', () => {
    expect(Duel.of({ monsters: [maxMon()] }, { monsters: [setPos(mk('fd', 0))] }).offers('R')).toBe(false);
    expect(Duel.of({ monsters: [maxMon()], deck: [] }, { monsters: [atkPos(mk('o', 0))] }).offers('R')).toBe(false);
  });
});

describe('CE-24 R-MAX-14 R-MEFF-3: [L] and [R] of one MAXIMUM monster are each usable once per turn', () => {
  it('both activate this turn; a second [L] or [R] activation is refused; next own turn they are usable again', () => {
    const d = Duel.of({ lp: 2000, hand: [mk('h1', 0), mk('h2', 0), mk('h3', 0)], monsters: [maxMon()] }, { monsters: [atkPos(mk('o', 0, 0, 5))] });
    d.activate('L').pick('h1');
    d.activate('R').pick('o');
    expect(d.atk('C')).toBe(3500 + 6000 + 1000);
    expect(d.offers('L')).toBe(false);
    expect(d.offers('R')).toBe(false);
    expect(d.refused({ type: 'activate', card: d.uid('L'), effect: 'e1' })).toMatch(/R-MEFF-3/);
    expect(d.refused({ type: 'activate', card: d.uid('R'), effect: 'e1' })).toMatch(/R-MEFF-3/);
    expect(d.state.players[0].monsters[1]?.effectsUsedThisTurn.sort()).toEqual(['160202001:e1', '160202003:e1']);
    d.do({ type: 'endTurn' }).do({ type: 'endTurn' });
    expect(d.state.turnPlayer).toBe(0);
    expect(d.offers('L')).toBe(true);
    expect(d.offers('R')).toBe(true);
  });
});

describe('CE-22 R-MAX-16: a MAXIMUM monster returned to the hand', () => {
  it('moveCard(center, hand) puts all 3 pieces into the hand and empties the field', () => {
    const d = Duel.of({ monsters: [maxMon()] });
    const state = structuredClone(d.state);
    const events: DuelEvent[] = [];
    expect(moveCard({ state, self: d.uid('C'), seat: 0, locals: {}, events }, d.uid('C'), 'hand')).toBe(true);
    expect(state.players[0].hand.sort()).toEqual([d.uid('C'), d.uid('L'), d.uid('R')].sort());
    expect(state.players[0].monsters).toEqual([null, null, null]);
    expect(events.filter((e) => e.type === 'move').length).toBe(3);
  });
});
