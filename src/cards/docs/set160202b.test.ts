// Cards of set 160202 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, defOf, inDeck, inGy, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const OUTER_SPACE = 160202046;
const TROLL = 160202043;
const NOODRYAD = 160202042;
const FEMTRON = 160202014;
const ATTRON = 160202015;
const PICOTRON = 160202013;
const ZEPTRON = 160202016;
const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));

describe('160202046 Outer Space', () => {
  it('160202046 Outer Space: face-up Level 4 or lower monsters on both fields lose 300 ATK and DEF; a Level 5 does not', () => {
    const p = playOk(board({ hand: [card(OUTER_SPACE, 'os')], monsters: [atkPos(mk('l4', 1000, 1000, 4)), atkPos(mk('l5', 1000, 1000, 5))] }, { monsters: [atkPos(mk('o', 1000, 1000, 3))] }), [{ do: 'activate', card: 'os' }]);
    expect([atkOf(p, 'l4'), defOf(p, 'l4'), atkOf(p, 'o'), atkOf(p, 'l5')]).toEqual([700, 700, 700, 1000]);
  });
  it('160202046 Outer Space: Set face-down it does nothing', () => {
    expect(atkOf(playOk(board({ field: { card: card(OUTER_SPACE, 'os'), faceDown: true }, monsters: [atkPos(mk('l4', 1000))] }), []), 'l4')).toBe(1000);
  });
});

describe('160202043 Galaxy Topping Troll and 160202042 Cosmic String Noodryad', () => {
  const b = (id: number, faceDown: boolean, hand: ReturnType<typeof mk>[] = []) =>
    board({ hand, monsters: [atkPos(card(id, 'me')), atkPos(mk('w7', 1000, 0, 7))] }, { field: { card: card(OUTER_SPACE, 'os'), faceDown }, monsters: [atkPos(mk('o', 2000, 0, 6)), atkPos(mk('o8', 2000, 0, 8))] });
  it('160202043 Galaxy Topping Troll: with "Outer Space" face-up, mill 1: this card gains 600 ATK (1200 - 300 + 600)', () => {
    expect(atkOf(playOk(b(TROLL, false), [{ do: 'activate', card: 'me' }]), 'me')).toBe(1500);
  });
  it('160202043 Galaxy Topping Troll refused: "Outer Space" is face-down', () => {
    expect(offered(playOk(b(TROLL, true), []), 'me')).toBe(false);
  });
  const pyros = () => [mk('p1', 1, 0, 4, { race: 'Pyro' }), mk('p2', 1, 0, 4, { race: 'Pyro' })];
  it('160202042 Cosmic String Noodryad: with "Outer Space", send 2 Pyros from the hand: every face-up monster of Level 7 or below, both sides, is destroyed', () => {
    const p = playOk(b(NOODRYAD, false, pyros()), [{ do: 'activate', card: 'me' }, { do: 'choose', cards: ['p1', 'p2'] }]);
    expect([inGy(p, 'w7'), inGy(p, 'o'), onFieldRef(p, 'o8'), onFieldRef(p, 'me')]).toEqual([true, true, true, true]);
  });
  it('160202042 Cosmic String Noodryad refused: only 1 Pyro in the hand', () => {
    expect(offered(playOk(b(NOODRYAD, false, pyros().slice(0, 1)), []), 'me')).toBe(false);
  });
});

describe('160202015 Attron, 160202013 Peacock Picotron and 160202016 Zeptron', () => {
  const b = (id: number, gy: number[], others = 0) =>
    board({ monsters: [atkPos(card(id, 'me')), ...[atkPos(mk('x', 1))].slice(0, others)], graveyard: gy.map((g, i) => card(g, `g${String(i)}`)), deck: deck5() });
  it('160202015 Attron: alone, with "Femtron" in the GY: send this card to the GY and draw 1', () => {
    const p = playOk(b(ATTRON, [FEMTRON]), [{ do: 'activate', card: 'me' }]);
    expect([inGy(p, 'me'), inHand(p, 'd1'), inDeck(p, 'd2')]).toEqual([true, true, true]);
  });
  it('160202015 Attron refused: another monster on your field', () => {
    expect(offered(playOk(b(ATTRON, [FEMTRON], 1), []), 'me')).toBe(false);
  });
  it('160202013 Peacock Picotron: send this card to the GY, draw 2, then mill 2', () => {
    const p = playOk(b(PICOTRON, [FEMTRON]), [{ do: 'activate', card: 'me' }]);
    expect([inHand(p, 'd1'), inHand(p, 'd2'), inGy(p, 'd3'), inGy(p, 'd4'), inDeck(p, 'd5')]).toEqual([true, true, true, true, true]);
  });
  it('160202013 Peacock Picotron refused: no "Femtron" in the GY', () => {
    expect(offered(playOk(b(PICOTRON, [ATTRON]), []), 'me')).toBe(false);
  });
  it('160202016 Zeptron: with "Femtron" and "Attron" in the GY and an empty hand: send this card, draw 2, put 2 from the hand on the Deck bottom', () => {
    const p = playOk(b(ZEPTRON, [FEMTRON, ATTRON]), [{ do: 'activate', card: 'me' }, { do: 'choose', cards: ['d1', 'd2'] }]);
    expect(p.state.players[0].deck.slice(-2).sort()).toEqual([p.uid('d1'), p.uid('d2')].sort());
    expect(p.state.players[0].hand).toEqual([]);
  });
  it('160202016 Zeptron refused: no "Attron" in the GY', () => {
    expect(offered(playOk(b(ZEPTRON, [FEMTRON]), []), 'me')).toBe(false);
  });
});

describe('160202008 Magiquartet Shock', () => {
  const bw = (ref: string, atk: number, level: number) => mk(ref, atk, 0, level, { race: 'Beast-Warrior' });
  const normals = ['n1', 'n2', 'n3', 'n4'].map((r) => mk(r, 1));
  const b = (atk: number) =>
    board(
      { graveyard: normals, spellTraps: [{ card: card(160202008, 'ms'), faceDown: true }] },
      { hand: [card(160004047, 'ap')], monsters: [atkPos(bw('big', 2500, 7))], graveyard: [bw('ss', atk, 4)] },
      { turn: 3, turnPlayer: 1 },
    );
  const revive = [{ do: 'activate', card: 'ap' }, { do: 'choose', cards: ['ss'] }];
  it('160202008 Magiquartet Shock: the opponent Special Summons a 1500 ATK monster: shuffle 4 Normal Monsters from the GY into the Deck, destroy 1 monster of theirs', () => {
    const p = playOk(b(1500), [...revive, { do: 'respond', card: 'ms' }, { do: 'choose', cards: ['n1', 'n2', 'n3', 'n4'] }, { do: 'choose', cards: ['big'] }]);
    expect([inGy(p, 'big'), inDeck(p, 'n1'), inDeck(p, 'n4')]).toEqual([true, true, true]);
  });
  it('160202008 Magiquartet Shock refused: the Special Summoned monster has 1400 ATK', () => {
    expect(canRespond(playOk(b(1400), revive), 'ms')).toBe(false);
  });
});

describe('160202017 Yoctron', () => {
  const b = (gy: number[]) =>
    board({ hand: [mk('h1', 1)], monsters: [atkPos(card(160202017, 'me'))], graveyard: gy.map((g, i) => card(g, `g${String(i)}`)), deck: deck5() });
  it('160202017 Yoctron: "Femtron", "Attron" and "Zeptron" from the GY to the Deck bottom: send this card, draw 3, send 3 from the hand', () => {
    const p = playOk(b([FEMTRON, ATTRON, ZEPTRON]), [
      { do: 'activate', card: 'me' },
      { do: 'choose', cards: ['g0'] },
      { do: 'choose', cards: ['g1'] },
      { do: 'choose', cards: ['g2'] },
      { do: 'choose', cards: ['h1', 'd1', 'd2'] },
    ]);
    expect([inGy(p, 'me'), inGy(p, 'h1'), inHand(p, 'd3'), inDeck(p, 'g2')]).toEqual([true, true, true, true]);
  });
  it('160202017 Yoctron refused: no "Zeptron" in the GY', () => {
    expect(offered(playOk(b([FEMTRON, ATTRON]), []), 'me')).toBe(false);
  });
});

describe('160202036 Throne of Darkness', () => {
  const zeros = (n: number) => Array.from({ length: n }, (_, i) => mk(`z${String(i)}`, 0, 100));
  const b = (n: number) => board({ hand: [mk('big', 0, 2000, 7)], monsters: [atkPos(card(160202036, 'td'))], graveyard: zeros(n) });
  it('160202036 Throne of Darkness: with 8 monsters with 0 ATK in the GY, Special Summon a Level 7 monster with 0 ATK from the hand in Attack Position', () => {
    const p = playOk(b(8), [{ do: 'activate', card: 'td' }, { do: 'choose', cards: ['big'] }]);
    expect(onFieldRef(p, 'big')).toBe(true);
  });
  it('160202036 Throne of Darkness refused: only 7 such monsters in the GY', () => {
    expect(offered(playOk(b(7), []), 'td')).toBe(false);
  });
});
