// Cards of set 160202 written as documents (issue 13, second tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const COLONEL_MOP = 160202021;
const BLEACH_MORTAR = 160202024;
const SANTA = 160202022;

describe('160202021 Clean Beret - Colonel Mop', () => {
  const b = (level: number) => board({ monsters: [atkPos(card(COLONEL_MOP, 'cm'))], graveyard: [card(BLEACH_MORTAR, 'bm')] }, { monsters: [atkPos(mk('o', 2000, 0, level))] });
  it('160202021 Colonel Mop: with a face-up Level 7+ monster on the opposing side, put "Bleach Mortar" from the GY on top of the Deck', () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'cm' }, { do: 'choose', cards: ['bm'] }]);
    expect(p.state.players[0].deck[0]).toBe(p.uid('bm'));
  });
  it('160202021 Colonel Mop refused: the opponent monster is Level 6', () => {
    expect(offered(playOk(b(6), []), 'cm')).toBe(false);
  });
});

describe('160202024 Bleach Mortar', () => {
  const b = (level: number) => board({ hand: [card(BLEACH_MORTAR, 'bm')] }, { monsters: [atkPos(mk('o', 2500, 0, level))] });
  it('160202024 Bleach Mortar: a face-up Level 7+ opponent monster loses 500 ATK this turn and the opponent takes 500 damage', () => {
    const p = playOk(b(8), [{ do: 'activate', card: 'bm' }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(2000);
    expect(p.state.players[1].lp).toBe(7500);
  });
  it('160202024 Bleach Mortar refused: no Level 7+ opponent monster', () => {
    expect(offered(playOk(b(6), []), 'bm')).toBe(false);
  });
});

describe('160202022 Scrubbing Santa Cloth', () => {
  const b = (opp: ReturnType<typeof mk>[], summoned = true) => board({ monsters: [atkPos(card(SANTA, 'sc'), { summonedThisTurn: summoned })] }, { monsters: opp.map((m) => atkPos(m)) });
  it('160202022 Scrubbing Santa Cloth: in the turn it was Summoned, the opponent draws 1 card per monster they control and you gain 300 LP per card (2: +600)', () => {
    const p = playOk(b([mk('o1', 1), mk('o2', 1)]), [{ do: 'activate', card: 'sc' }]);
    expect(p.state.players[1].hand.length).toBe(2);
    expect(p.state.players[0].lp).toBe(8600);
  });
  it('160202022 Scrubbing Santa Cloth refused: the opponent controls no monster', () => {
    expect(offered(playOk(b([]), []), 'sc')).toBe(false);
  });
});
