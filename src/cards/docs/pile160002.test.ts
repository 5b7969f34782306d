// Cards of set 160002 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const deck = (n: number) => Array.from({ length: n }, (_, i) => mk(`d${i + 1}`, 1));

describe('160002022 Piercing Dragon Bunker Strike', () => {
  const b = (how: string, opp = 2) =>
    board(
      { hand: [mk('h1', 1)], monsters: [{ card: card(160002022, 'pb'), position: 'attack', summonedHow: how } as never], deck: deck(6) },
      { monsters: Array.from({ length: opp }, (_, i) => atkPos(mk(`o${i}`, 100))) },
    );
  const run = (option: number) =>
    playOk(b('tribute'), [{ do: 'activate', card: 'pb' }, { do: 'choose', cards: ['h1', 'd3'] }, { do: 'choose', option }]);
  it('160002022 Piercing Dragon Bunker Strike: the top card is milled, two opponent monsters draw two, and two hand cards go on top in the picked order', () => {
    const p = run(0);
    expect(inGy(p, 'd1')).toBe(true);
    const d = p.state.players[0].deck;
    // One at a time onto the top: the last one picked is the top card.
    expect(d.slice(0, 3)).toEqual([p.uid('d3'), p.uid('h1'), p.uid('d4')]);
    expect(p.state.players[0].hand).toEqual([p.uid('d2')]);
  });
  it('160002022 Piercing Dragon Bunker Strike: the player may send the two cards to the bottom instead', () => {
    const p = run(1);
    const d = p.state.players[0].deck;
    expect(d.slice(-2)).toEqual([p.uid('h1'), p.uid('d3')]);
    expect(d[0]).toBe(p.uid('d4'));
  });
  it('160002022 Piercing Dragon Bunker Strike refused: the opponent controls no monster', () => {
    expect(offered(playOk(b('tribute', 0), []), 'pb')).toBe(false);
  });
  it('160002022 Piercing Dragon Bunker Strike refused: Special Summoned this turn, not Normal Summoned', () => {
    expect(offered(playOk(b('special'), []), 'pb')).toBe(false);
  });
});
