// Cards of set 160204 of the pile stream (hands, Decks and choices). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));
const UPSTART_GOBLIN = 160203018;
const dino = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Dinosaur' });

describe('160204037 Hyper Upstart King Rex', () => {
  const b = (gy: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(160204037, 'rx'))], graveyard: gy, deck: deck5() });
  it('160204037 Hyper Upstart King Rex: a Dinosaur from the GY goes under the Deck, +700 ATK (3500), and with Upstart Goblin in the GY a Spell comes back to the hand', () => {
    const p = playOk(b([dino('dn'), card(UPSTART_GOBLIN, 'ug')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 1 },
      { do: 'choose', option: 1 },
      { do: 'choose', cards: ['ug'] },
    ]);
    const deck = p.state.players[0].deck;
    expect(deck[deck.length - 1]).toBe(p.uid('dn'));
    expect(atkOf(p, 'rx')).toBe(3500);
    expect(inHand(p, 'ug')).toBe(true);
  });
  it('160204037 Hyper Upstart King Rex: the player may put the Dinosaur on top instead and decline the Spell', () => {
    const p = playOk(b([dino('dn'), card(UPSTART_GOBLIN, 'ug')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 0 },
      { do: 'choose', option: 0 },
    ]);
    expect(p.state.players[0].deck[0]).toBe(p.uid('dn'));
    expect([atkOf(p, 'rx'), inGy(p, 'ug'), p.state.pending?.kind]).toEqual([3500, true, 'main']);
  });
  it('160204037 Hyper Upstart King Rex: without Upstart Goblin in the GY no Spell is offered back', () => {
    const p = playOk(b([dino('dn'), card(160202024, 'sp')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 1 },
    ]);
    expect([atkOf(p, 'rx'), inGy(p, 'sp'), p.state.pending?.kind]).toEqual([3500, true, 'main']);
  });
  it('160204037 Hyper Upstart King Rex refused: no Dinosaur in the GY to pay with', () => {
    expect(offered(playOk(b([mk('w', 1000), card(UPSTART_GOBLIN, 'ug')]), []), 'rx')).toBe(false);
  });
});
