// Cards of set 160203 written as documents (third tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { inHand, offered, playOk } from '../scripts/beginner/testkit';
import { board, card, mk } from '../../engine/testing/mk';

describe('160203018 Upstart Goblin', () => {
  it('160203018 Upstart Goblin: draw 1 card, the opponent gains 1000 LP', () => {
    const p = playOk(board({ hand: [card(160203018, 'ug')], deck: [mk('top', 1), mk('next', 1)] }), [{ do: 'activate', card: 'ug' }]);
    expect([inHand(p, 'top'), p.state.players[1].lp]).toEqual([true, 9000]);
  });
  it('160203018 Upstart Goblin refused: an empty Deck', () => {
    expect(offered(playOk(board({ hand: [card(160203018, 'ug')], deck: [] }), []), 'ug')).toBe(false);
  });
});
