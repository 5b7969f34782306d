// Cards of sets 160003, 160202, 160402 and 160405 written as documents. Figures come
// from each card's official text (BabelCDB cards-rush.cdb); each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card } from '../../engine/testing/mk';

const KURIBOT = 160001017;
const KURIBOTRIPLE = 160202005;
const DRAGON_MERCHANT = 160003021;
const mon = (name: string, atk: number, race: string, level = 4, attribute: 'FIRE' | 'EARTH' | 'DARK' = 'EARTH') => ({
  vanilla: { name, level, atk, def: 0, attribute, race },
  ref: name,
});

describe('160202005 Kuribotriple', () => {
  it('160202005 Kuribotriple: shuffle 3 "Kuribot" from the GY into the Deck: draw 2 cards', () => {
    const gy = [card(KURIBOT, 'k1'), card(KURIBOT, 'k2'), card(KURIBOT, 'k3')];
    const p = playOk(board({ hand: [card(KURIBOTRIPLE, 'kt')], graveyard: gy }), [{ do: 'activate', card: 'kt' }, { do: 'choose', cards: ['k1', 'k2', 'k3'] }]);
    expect(p.state.players[0]?.hand.length).toBe(2);
    expect(p.state.players[0]?.gy.map((u) => p.state.cards[u]?.ref)).toEqual(['kt']);
  });
  it('160202005 Kuribotriple refused: only 2 "Kuribot" in the GY', () => {
    expect(offered(playOk(board({ hand: [card(KURIBOTRIPLE, 'kt')], graveyard: [card(KURIBOT, 'k1'), card(KURIBOT, 'k2')] }), []), 'kt')).toBe(false);
  });
});

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
