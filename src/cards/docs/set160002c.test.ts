// Cards of set 160002 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, defOf, inDeck, inGy, inHand, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const VOLTCONDOR = 160002017;

describe('160002017 Lightning Voltcondor', () => {
  const b = (handAttribute: 'FIRE' | 'WATER') =>
    board(
      { hand: [mk('sent', 1000, 0, 4, { attribute: handAttribute })], monsters: [atkPos(card(VOLTCONDOR, 'v'))] },
      { monsters: [atkPos(mk('f1', 1500, 1500, 4, { attribute: 'FIRE' })), atkPos(mk('f2', 2000, 1000, 6, { attribute: 'FIRE' })), atkPos(mk('d', 1800, 1800, 4))] },
    );
  it("160002017 Lightning Voltcondor: send a Level 4 FIRE monster from the hand: the opponent's face-up FIRE monsters lose 4 x 300 = 1200 ATK and DEF", () => {
    const p = playOk(b('FIRE'), [{ do: 'activate', card: 'v' }, { do: 'choose', cards: ['sent'] }]);
    expect(inGy(p, 'sent')).toBe(true);
    expect([atkOf(p, 'f1'), defOf(p, 'f1'), atkOf(p, 'f2'), defOf(p, 'f2')]).toEqual([300, 300, 800, 0]);
    expect([atkOf(p, 'd'), defOf(p, 'd')]).toEqual([1800, 1800]);
  });
  it("160002017 Lightning Voltcondor refused: the only monster in the hand is WATER and the opponent has no WATER monster", () => {
    expect(offered(playOk(b('WATER'), []), 'v')).toBe(false);
  });
});

const KONG = 160002028;
const ESPERADE = 160002025;
const ROMANPICK = 160002023;
const ROMIC = 160002024;
const bw = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Beast-Warrior' });
const psychic = (ref: string, atk = 1000) => mk(ref, atk, 0, 4, { race: 'Psychic' });

describe('160002028 Beast Gear Emperor Catapult Kong', () => {
  const b = (defenders: number) =>
    board(
      { monsters: [atkPos(card(KONG, 'k')), atkPos(bw('b1')), atkPos(bw('b2'))] },
      { monsters: [defPos(mk('d1', 0, 500)), defPos(mk('d2', 0, 500)), atkPos(mk('a', 1000))].slice(2 - defenders) },
    );
  it('160002028 Catapult Kong: send 2 other face-up Beast-Warriors: destroy 2 Defense Position monsters of the opponent', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'k' }, { do: 'choose', cards: ['b1', 'b2'] }, { do: 'choose', cards: ['d1', 'd2'] }]);
    expect([inGy(p, 'b1'), inGy(p, 'b2'), inGy(p, 'd1'), inGy(p, 'd2'), onFieldRef(p, 'a')]).toEqual([true, true, true, true, true]);
  });
  it('160002028 Catapult Kong: with 1 Defense Position monster, only 1 Beast-Warrior may be sent', () => {
    expect(play(b(1), [{ do: 'activate', card: 'k' }, { do: 'choose', cards: ['b1', 'b2'] }]).failedAt).toBe(1);
  });
  it('160002028 Catapult Kong refused: the opponent has no Defense Position monster', () => {
    expect(offered(playOk(b(0), []), 'k')).toBe(false);
  });
});

describe('160002025 Esperade the Smashing Superstar', () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(ESPERADE, 'e'))] }, { monsters: [atkPos(mk('o1', 1)), atkPos(mk('o2', 1)), atkPos(mk('o3', 1))] });
  it('160002025 Esperade: with 1000 LP, destroy 2 monsters of the opponent', () => {
    const p = playOk(b(1000), [{ do: 'activate', card: 'e' }, { do: 'choose', cards: ['o1', 'o2'] }]);
    expect([inGy(p, 'o1'), inGy(p, 'o2'), onFieldRef(p, 'o3')]).toEqual([true, true, true]);
  });
  it('160002025 Esperade refused: 1100 LP', () => {
    expect(offered(playOk(b(1100), []), 'e')).toBe(false);
  });
});

describe('160002023 Romanpick', () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(ROMANPICK, 'r'))], deck: [psychic('p1'), mk('t2', 1), mk('t3', 1), mk('t4', 1)] });
  it("160002023 Romanpick: LP lower than the opponent's, pay 500: mill 3; a Psychic among them: add 1 Psychic from the GY to the hand", () => {
    const p = playOk(b(4000), [{ do: 'activate', card: 'r' }, { do: 'choose', cards: ['p1'] }]);
    expect(p.state.players[0].lp).toBe(3500);
    expect([inHand(p, 'p1'), inGy(p, 't2'), inGy(p, 't3'), inDeck(p, 't4')]).toEqual([true, true, true, true]);
  });
  it('160002023 Romanpick refused: LP equal to the opponent\'s', () => {
    expect(offered(playOk(b(8000), []), 'r')).toBe(false);
  });
});

describe("160002024 Romic n' Roller", () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(ROMIC, 'r'))] }, { monsters: [atkPos(mk('o', 1500, 1000))] });
  it("160002024 Romic n' Roller: with 2000 LP, the opponent's face-up monsters lose 500 ATK and DEF", () => {
    const p = playOk(b(2000), [{ do: 'activate', card: 'r' }]);
    expect([atkOf(p, 'o'), defOf(p, 'o')]).toEqual([1000, 500]);
  });
  it("160002024 Romic n' Roller refused: 2100 LP", () => {
    expect(offered(playOk(b(2100), []), 'r')).toBe(false);
  });
});

describe('160002035 Innocent Lancer', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand, monsters: [atkPos(card(160002035, 'il'))] }, { monsters: [defPos(mk('d', 0, 500))] }, { turn: 3 });
  it('160002035 Innocent Lancer: send 1 card from the hand: it deals piercing damage this turn (1700 ATK on 500 DEF: 1200)', () => {
    const p = playOk(b([mk('x', 1)]), [{ do: 'activate', card: 'il' }, { do: 'choose', cards: ['x'] }, { do: 'enterBattle' }, { do: 'attack', card: 'il', target: 'd' }]);
    expect(p.state.players[1].lp).toBe(8000 - 1200);
  });
  it('160002035 Innocent Lancer refused: an empty hand', () => {
    expect(offered(playOk(b([]), []), 'il')).toBe(false);
  });
});

describe('160002034 Shaman Octopus', () => {
  const b = (gy: ReturnType<typeof mk>[], lp = 8000) => board({ lp, monsters: [atkPos(card(160002034, 'so'))], graveyard: gy });
  it('160002034 Shaman Octopus: pay 800 LP: +100 ATK per Level of a Normal Monster from the GY (Level 6: 600), which is shuffled into the Deck', () => {
    const p = playOk(b([mk('n6', 1, 0, 6)]), [{ do: 'activate', card: 'so' }, { do: 'choose', cards: ['n6'] }]);
    expect([atkOf(p, 'so'), inDeck(p, 'n6'), p.state.players[0].lp]).toEqual([1000 + 600, true, 7200]);
  });
  it('160002034 Shaman Octopus refused: only 700 LP', () => {
    expect(offered(playOk(b([mk('n6', 1, 0, 6)], 700), []), 'so')).toBe(false);
  });
});

describe('160002032 Hydro Cannon Big Bluefin', () => {
  const b = (atk: number) => board({ hand: [mk('x', 1)], monsters: [atkPos(card(160002032, 'bf')), atkPos(mk('fi', atk, 0, 3, { race: 'Fish' }))] }, { monsters: [atkPos(mk('o', 3000))] }, { turn: 3 });
  it('160002032 Big Bluefin: send 1 card from the hand: a face-up Fish with 1000 ATK attacks directly', () => {
    const p = playOk(b(1000), [{ do: 'activate', card: 'bf' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['fi'] }, { do: 'enterBattle' }, { do: 'attack', card: 'fi', target: 'direct' }]);
    expect(p.state.players[1].lp).toBe(7000);
  });
  it('160002032 Big Bluefin refused: the only Fish besides itself has 1100 ATK', () => {
    expect(offered(playOk(b(1100), []), 'bf')).toBe(false);
  });
});
