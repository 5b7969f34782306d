// Cards of set 160003 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { playerView } from '../../engine/view';
import { atkPos, board, card, mk, POT_OF_GREED, TRAP_HOLE } from '../../engine/testing/mk';

const deck = (n: number) => Array.from({ length: n }, (_, i) => mk(`d${i + 1}`, 1));

describe('160003032 Printing Presser', () => {
  // Three monsters and two non-monsters on top of the opponent's Deck, one more card under them.
  const oppDeck = (n = 6) => [mk('e1', 1), card(TRAP_HOLE, 'e2'), mk('e3', 1), card(POT_OF_GREED, 'e4'), mk('e5', 1), mk('e6', 1)].slice(0, n);
  const b = (n = 6) => board({ monsters: [atkPos(card(160003032, 'pp'))], deck: deck(3) }, { deck: oppDeck(n) });
  const order = ['e5', 'e3', 'e1', 'e2', 'e4'];
  it('160003032 Printing Presser: the opponent reveals 5 (3 monsters: +300 ATK, 2600) and puts them on their Deck bottom in the order they pick', () => {
    const asked = playOk(b(), [{ do: 'activate', card: 'pp' }]);
    expect(inGy(asked, 'd1')).toBe(true);
    const pend = asked.state.pending;
    expect(pend?.kind === 'choose' && pend.player).toBe(1);
    // The cards to order are shown to the opponent, who orders them, and not in your view.
    const theirs = playerView(asked.state, 1);
    expect(order.map((r) => theirs.cards[asked.uid(r)]?.id !== 0)).toEqual([true, true, true, true, true]);
    const mine = playerView(asked.state, 0);
    expect(mine.players[1].deck.map((u) => mine.cards[u]?.id)).toEqual([0, 0, 0, 0, 0, 0]);
    const p = playOk(b(), [{ do: 'activate', card: 'pp' }, { do: 'choose', cards: order }]);
    expect(atkOf(p, 'pp')).toBe(2600);
    expect(p.state.players[1].deck).toEqual(['e6', ...order].map((r) => p.uid(r)));
  });
  it('160003032 Printing Presser refused: the opponent Deck holds only 4 cards', () => {
    expect(offered(playOk(b(4), []), 'pp')).toBe(false);
  });
});
