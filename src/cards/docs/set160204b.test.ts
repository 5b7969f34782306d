// Cards of set 160204 added with the fourth tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { inDeck, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));
const PITCHER = 160001024;
const DEFENDER = 160002019;
const SLUGGER = 160001025;

describe('160204024 Sportsdragon Kickbase Master', () => {
  const b = (gy: number) =>
    board({ monsters: [atkPos(card(160204024, 'me'))], graveyard: [card(gy, 'g')], deck: deck5() }, { spellTraps: [{ card: card(160202019, 'st'), faceDown: true }] });
  it('160204024 Sportsdragon Kickbase Master: shuffle "Sportsdragon Defender" from the GY into the Deck: destroy 1 Spell/Trap of the opponent', () => {
    const p = playOk(b(DEFENDER), [{ do: 'activate', card: 'me' }, { do: 'choose', cards: ['g'] }, { do: 'choose', cards: ['st'] }]);
    expect([inDeck(p, 'g'), inGy(p, 'st')]).toEqual([true, true]);
  });
  it('160204024 Sportsdragon Kickbase Master: "Sportsdragon Pitcher" pays the requirement too', () => {
    const p = playOk(b(PITCHER), [{ do: 'activate', card: 'me' }, { do: 'choose', cards: ['g'] }, { do: 'choose', cards: ['st'] }]);
    expect([inDeck(p, 'g'), inGy(p, 'st')]).toEqual([true, true]);
  });
  it('160204024 Sportsdragon Kickbase Master refused: only "Sportsdragon Slugger" in the GY', () => {
    expect(offered(playOk(b(SLUGGER), []), 'me')).toBe(false);
  });
});

describe('160204035 Permilind Hicrotron', () => {
  // Attron, Peacock Picotron and Zeptron are Cyberse Effect Monsters; Femtron is a Normal Monster.
  const b = (gy: number[]) => board({ monsters: [atkPos(card(160204035, 'me'))], graveyard: gy.map((g, i) => card(g, `g${String(i)}`)), deck: deck5() });
  it('160204035 Permilind Hicrotron: with 3 Cyberse Effect Monsters in the GY and an empty hand: draw 2, then put 1 card from the hand on the Deck bottom', () => {
    const p = playOk(b([160202015, 160202013, 160202016]), [{ do: 'activate', card: 'me' }, { do: 'choose', cards: ['d1'] }]);
    expect([inHand(p, 'd2'), inHand(p, 'd1')]).toEqual([true, false]);
    expect(p.state.players[0].deck.at(-1)).toBe(p.uid('d1'));
  });
  it('160204035 Permilind Hicrotron refused: only 2 Cyberse Effect Monsters and the Normal Monster "Femtron" in the GY', () => {
    expect(offered(playOk(b([160202015, 160202013, 160202014]), []), 'me')).toBe(false);
  });
});
