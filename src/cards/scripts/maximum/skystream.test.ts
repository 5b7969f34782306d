// Supreme Skystream Magnum Overlord [L] / center / [R], with CE-19 (a MAXIMUM monster is
// 1 monster) and CE-23 (a lone piece Special Summoned is an ordinary monster).
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/legal';
import { specialSummon } from '../../../engine/effects/vocab';
import { atkPos, card, defPos, maxMon, mk, SAKURETSU, TRAP_HOLE } from '../../../engine/testing/mk';
import type { DuelEvent } from '../../../engine/types';

const SKY: [number, number, number] = [160203002, 160203001, 160203003];
const sky = () => maxMon({}, SKY);
const MAGNUM_R = 160202003;

describe('Supreme Skystream Magnum Overlord [L] (160203001) R-MAX-14', () => {
  const b = () => Duel.of({ monsters: [sky()], graveyard: [mk('g4', 0, 0, 4), mk('g8', 0, 0, 8)] });

  it('cost: 1 GY monster into the Deck (shuffled); damage = chosen GY monster Level x 100; then it may be added to the hand', () => {
    const d = b();
    d.activate('L');
    expect(d.choices().sort()).toEqual(['g4', 'g8']);
    d.pick('g4');
    expect(d.deck()).toContain('g4');
    expect(d.ev('shuffle')).toEqual([expect.objectContaining({ player: 0 })]);
    expect(d.choices()).toEqual(['g8']);
    d.pick('g8');
    expect(d.lp(1)).toBe(8000 - 800);
    expect(d.state.pending).toMatchObject({ kind: 'option', options: [{ code: 'opt.no' }, { code: 'opt.yes' }] });
    d.option(1);
    expect(d.hand()).toEqual(['g8']);
    expect(d.gy()).toEqual([]);
  });

  it('declining keeps the monster in the GY; once per turn', () => {
    const d = b();
    d.activate('L').pick('g8').pick('g4').option(0);
    expect(d.lp(1)).toBe(8000 - 400);
    expect(d.gy()).toEqual(['g4']);
    expect(d.offers('L')).toBe(false);
  });

  it('R-MEFF-2: not offered with only 1 monster in the GY (none would be left to choose)', () => {
    const d = Duel.of({ monsters: [sky()], graveyard: [mk('g4', 0, 0, 4), card(TRAP_HOLE, 'th')] });
    expect(d.offers('L')).toBe(false);
  });
});

describe('Supreme Skystream Magnum Overlord (160203002) R-MAX-14 R-MAX-16', () => {
  const b = () =>
    Duel.of(
      { monsters: [sky()], hand: [mk('a', 1000), mk('b', 1500, 1800), card(MAGNUM_R, 'r'), card(SAKURETSU, 'trap')] },
      { spellTraps: [{ card: card(TRAP_HOLE, 'st') }] },
    );

  it('cost: all 3 pieces to the GY; Special Summon 2 from the hand in chosen positions; then destroy 1 opponent Spell/Trap', () => {
    const d = b();
    d.activate('C');
    expect(d.gy().sort()).toEqual(['C', 'L', 'R']);
    expect(d.ev('move').filter((e) => e.reason === 'cost').map((e) => e.card).sort()).toEqual(['C', 'L', 'R']);
    expect(d.choices().sort()).toEqual(['a', 'b', 'r']);
    d.pick('a', 'b');
    d.option(0).option(1);
    expect(d.ev('summon')).toEqual([
      expect.objectContaining({ card: 'a', how: 'special', position: 'attack', faceDown: false }),
      expect.objectContaining({ card: 'b', how: 'special', position: 'defense', faceDown: false }),
    ]);
    d.option(1).pick('st');
    expect(d.gy(1)).toEqual(['st']);
    expect(d.ev('destroy')).toEqual([expect.objectContaining({ card: 'st', reason: 'effect', by: 0 })]);
    expect(d.hand().sort()).toEqual(['r', 'trap']);
  });

  it('1 monster is enough; with no opponent Spell/Trap no destruction is asked', () => {
    const d = Duel.of({ monsters: [sky()], hand: [mk('a', 1000)] });
    d.activate('C').pick('a').option(0);
    expect(d.state.pending).toMatchObject({ kind: 'main' });
    expect(d.onField('a')).toBe(true);
  });

  it('R-MEFF-2: not offered without a monster in the hand', () => {
    expect(Duel.of({ monsters: [sky()], hand: [card(SAKURETSU, 'x')] }).offers('C')).toBe(false);
  });

  it('CE-23 R-MAX-17: a lone Magnum Overlord [R] Special Summoned from the hand has ATK 500 and no usable MAXIMUM effect', () => {
    const d = b();
    d.activate('C').pick('r').option(0).option(0);
    expect(d.atk('r')).toBe(500);
    expect(d.offers('r')).toBe(false);
    expect(d.problem('r')).toMatch(/MAXIMUM mode/);
  });
});

describe('CE-23 R-MAX-17: a lone [R] Special Summoned from the GY', () => {
  it('is an ordinary Level 3 monster with ATK 500; its MAXIMUM effect cannot be activated', () => {
    const d = Duel.of({ graveyard: [card(MAGNUM_R, 'r')] }, { monsters: [atkPos(mk('o', 1000))] });
    const state = structuredClone(d.state);
    const events: DuelEvent[] = [];
    expect(specialSummon({ state, self: d.uid('r'), seat: 0, locals: {}, events }, d.uid('r'))).toBe(true);
    d.state = state;
    expect(d.atk('r')).toBe(500);
    expect(d.state.players[0].monsters[0]?.maximum).toBeNull();
    expect(d.offers('r')).toBe(false);
    expect(d.problem('r')).toMatch(/R-MAX-17/);
  });
});

describe('Supreme Skystream Magnum Overlord [R] (160203003) R-MAX-15', () => {
  it('mill 2; ATK -1000, piercing, can attack each opponent monster once, no direct attack', () => {
    const d = Duel.of({ monsters: [sky()] }, { monsters: [atkPos(mk('o1', 1000)), defPos(mk('o2', 0, 2000))] });
    d.activate('R');
    expect(d.gy().length).toBe(2);
    expect(d.atk('C')).toBe(2500);
    expect(d.offers('R')).toBe(false);
    d.do({ type: 'enterBattle' }).attack('C', 'o1');
    expect(d.lp(1)).toBe(8000 - 1500);
    expect(d.refused({ type: 'attack', attacker: d.uid('C'), target: 'direct' })).toMatch(/directly/);
    d.attack('C', 'o2');
    expect(d.lp(1)).toBe(8000 - 1500 - 500);
    expect(d.gy(1).sort()).toEqual(['o1', 'o2']);
    expect(d.refused({ type: 'attack', attacker: d.uid('C'), target: 'direct' })).toMatch(/each|directly/);
  });

  it('it cannot attack the same monster twice, even one that survived', () => {
    const d = Duel.of({ monsters: [sky()] }, { monsters: [defPos(mk('wall', 0, 3000)), atkPos(mk('o1', 1000))] });
    d.activate('R').do({ type: 'enterBattle' }).attack('C', 'wall');
    expect(d.refused({ type: 'attack', attacker: d.uid('C'), target: d.uid('wall') })).toMatch(/only once/);
    d.attack('C', 'o1');
    expect(d.refused({ type: 'attack', attacker: d.uid('C'), target: d.uid('wall') })).toMatch(/each/);
  });

  it('it cannot attack directly even when the opponent has no monsters', () => {
    const d = Duel.of({ monsters: [sky()] });
    d.activate('R').do({ type: 'enterBattle' });
    expect(d.refused({ type: 'attack', attacker: d.uid('C'), target: 'direct' })).toMatch(/directly/);
  });

  it('CE-19 R-MAX-10: an opponent MAXIMUM monster counts as 1 monster: 1 attack only', () => {
    const vsMax = Duel.of({ monsters: [sky()] }, { monsters: [maxMon({ c: 'oc', l: 'ol', r: 'or' })] });
    vsMax.activate('R').do({ type: 'enterBattle' });
    // One monster to attack, once: the three pieces are one target (R-MAX-10).
    const targets = legalActions(vsMax.state).filter((a) => a.type === 'attack');
    expect(targets).toEqual([{ type: 'attack', attacker: vsMax.uid('C'), target: vsMax.uid('oc') }]);
    const vsThree = Duel.of({ monsters: [sky()] }, { monsters: [defPos(mk('x', 0, 3000)), defPos(mk('y', 0, 3000)), defPos(mk('z', 0, 3000))] });
    vsThree.activate('R').do({ type: 'enterBattle' }).attack('C', 'x').attack('C', 'y').attack('C', 'z');
    expect(vsThree.refused({ type: 'attack', attacker: vsThree.uid('C'), target: vsThree.uid('x') })).toMatch(/each/);
  });

  it('R-MEFF-2: not offered with fewer than 2 cards in the Deck', () => {
    expect(Duel.of({ monsters: [sky()], deck: [mk('one', 0)] }).offers('R')).toBe(false);
  });
});
