// Cards of sets 160003, 160202, 160402 and 160405 written as documents. Figures come
// from each card's official text (BabelCDB cards-rush.cdb); each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card } from '../../engine/testing/mk';

const DRAGON_MERCHANT = 160003021;
const mon = (name: string, atk: number, race: string, level = 4, attribute: 'FIRE' | 'EARTH' | 'DARK' = 'EARTH') => ({
  vanilla: { name, level, atk, def: 0, attribute, race },
  ref: name,
});

// Cards of sets 160003, 160402 and 160405 written as documents. Figures come

describe('160003021 Dragon Merchant', () => {
  it('160003021 Dragon Merchant: send 1 card from the hand: a face-up Dragon of yours of Level 6 or below is 500 ATK stronger this turn', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(DRAGON_MERCHANT, 'dm')), atkPos(mon('d5', 1500, 'Dragon', 5))] }), [
      { do: 'activate', card: 'dm' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['d5'] },
    ]);
    expect(atkOf(p, 'd5')).toBe(2000);
    expect(atkOf(p, 'dm')).toBe(1000);
  });
  it('160003021 Dragon Merchant refused: an empty hand', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(DRAGON_MERCHANT, 'dm'))] }), []), 'dm')).toBe(false);
  });
});
