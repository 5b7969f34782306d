// Cards of set 160202 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { inDeck, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));
const BLEACH_MORTAR = 160202024;

describe('160202023 Washsprayer the Cleansketeer', () => {
  const b = (level: number, gy = [card(BLEACH_MORTAR, 'bm')]) =>
    board({ hand: [card(160202023, 'ws')], graveyard: gy, deck: deck5() }, { monsters: [atkPos(mk('big', 2500, 0, level))] });
  const summon = { do: 'summon', card: 'ws', position: 'attack' };
  it('160202023 Washsprayer the Cleansketeer: Normal Summoned, the opponent shows a Level 7 monster: Bleach Mortar goes back into the shuffled Deck and one card is drawn', () => {
    const p = playOk(b(7), [summon, { do: 'activate', card: 'ws' }, { do: 'choose', cards: ['bm'] }]);
    expect(inGy(p, 'bm')).toBe(false);
    expect(p.state.players[0].hand.length).toBe(1);
    expect(p.state.players[0].deck.length + p.state.players[0].hand.length).toBe(6);
    expect(inDeck(p, 'bm') || inHand(p, 'bm')).toBe(true);
    expect(p.events.some((e) => e.type === 'shuffle' && e.player === 0)).toBe(true);
  });
  it('160202023 Washsprayer the Cleansketeer refused: the face-up opponent monster is only Level 6', () => {
    expect(offered(playOk(b(6), [summon]), 'ws')).toBe(false);
  });
  it('160202023 Washsprayer the Cleansketeer refused: no Bleach Mortar lies in the GY', () => {
    expect(offered(playOk(b(7, [mk('g1', 1)]), [summon]), 'ws')).toBe(false);
  });
  it('160202023 Washsprayer the Cleansketeer refused: it was Special Summoned, not Normal Summoned', () => {
    const p = playOk(board({ graveyard: [card(BLEACH_MORTAR, 'bm')], monsters: [{ card: card(160202023, 'ws'), position: 'attack', summonedHow: 'special' } as never] }, { monsters: [atkPos(mk('big', 2500, 0, 7))] }), []);
    expect(offered(p, 'ws')).toBe(false);
  });
});

describe('160202048 Card Destruction (Rush)', () => {
  const oppDeck = () => ['e1', 'e2', 'e3', 'e4', 'e5'].map((r) => mk(r, 1));
  const b = (mine: string[], theirs: string[]) =>
    board({ hand: [card(160202048, 'cd'), ...mine.map((r) => mk(r, 1))], deck: deck5() }, { hand: theirs.map((r) => mk(r, 1)), deck: oppDeck() });
  const hand = (p: ReturnType<typeof playOk>, seat: 0 | 1) => p.state.players[seat].hand.map((u) => p.state.cards[u]?.ref);
  it('160202048 Card Destruction (Rush): two cards in your hand and three in the opponent hand all go to the GY; you draw 2, the opponent draws 3', () => {
    const p = playOk(b(['h1', 'h2'], ['o1', 'o2', 'o3']), [{ do: 'activate', card: 'cd' }]);
    expect(['h1', 'h2', 'o1', 'o2', 'o3', 'cd'].map((r) => inGy(p, r))).toEqual([true, true, true, true, true, true]);
    expect(hand(p, 0)).toEqual(['d1', 'd2']);
    expect(hand(p, 1)).toEqual(['e1', 'e2', 'e3']);
    expect(p.state.winner).toBe(null);
  });
  it('160202048 Card Destruction (Rush): with only the opponent holding cards, you draw none and they draw as many as they lost', () => {
    const p = playOk(b([], ['o1', 'o2']), [{ do: 'activate', card: 'cd' }]);
    expect(hand(p, 0)).toEqual([]);
    expect(p.state.players[0].deck.length).toBe(5);
    expect(hand(p, 1)).toEqual(['e1', 'e2']);
  });
  it('160202048 Card Destruction (Rush): an empty opponent hand stays empty while your one card is replaced', () => {
    const p = playOk(b(['h1'], []), [{ do: 'activate', card: 'cd' }]);
    expect([hand(p, 0), hand(p, 1), p.state.players[1].deck.length]).toEqual([['d1'], [], 5]);
  });
  it('160202048 Card Destruction (Rush) refused: no card in either hand besides itself', () => {
    expect(offered(playOk(b([], []), []), 'cd')).toBe(false);
  });
  // R-WIN-6: the count each player draws is known at activation (their hand, less this card).
  const short = (mine: number, theirs: number, myDeck: number, theirDeck: number) =>
    board(
      { hand: [card(160202048, 'cd'), ...Array.from({ length: mine }, (_, i) => mk(`h${i}`, 1))], deck: deck5().slice(0, myDeck) },
      { hand: Array.from({ length: theirs }, (_, i) => mk(`o${i}`, 1)), deck: oppDeck().slice(0, theirDeck) },
    );
  it('160202048 Card Destruction (Rush) refused (R-WIN-6): 2 cards in your hand besides it and 1 card in your Deck', () => {
    expect(offered(playOk(short(2, 3, 1, 5), []), 'cd')).toBe(false);
  });
  it('160202048 Card Destruction (Rush) refused (R-WIN-6): the opponent holds 3 cards and has 2 in their Deck', () => {
    expect(offered(playOk(short(2, 3, 5, 2), []), 'cd')).toBe(false);
  });
  it('160202048 Card Destruction (Rush) (R-WIN-6): Decks holding exactly the counts to draw (2 and 3) are enough', () => {
    const p = playOk(short(2, 3, 2, 3), [{ do: 'activate', card: 'cd' }]);
    expect([p.state.players[0].hand.length, p.state.players[1].hand.length, p.state.winner]).toEqual([2, 3, null]);
  });
  it('160202048 Card Destruction (Rush) (R-WIN-6): an empty hand draws nothing, so an empty Deck does not stop it', () => {
    expect(offered(playOk(short(0, 2, 0, 5), []), 'cd')).toBe(true);
  });
});
