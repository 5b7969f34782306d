// Cards of set 160006 added by the stat stream ("the same ATK as this card").
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const WIZ = 160006014;
const MAGICIAN = 160301001; // Sevens Road Magician

describe('160006014 Sevens Road Wiz', () => {
  const theirs = () => [atkPos(mk('o1', 1000, 0, 4)), atkPos(mk('o2', 1500, 0, 4)), atkPos(mk('o9', 1000, 0, 9))];
  const b = (gy: ReturnType<typeof mk>[]) => board({ hand: [mk('h', 100)], monsters: [atkPos(card(WIZ, 'wz'))], graveyard: gy, deck: [mk('top', 1), mk('next', 1)] }, { monsters: theirs() });
  it('160006014 Sevens Road Wiz: a card of the hand to the GY; the opponent monster at 1000 ATK (as this card) has original ATK 0 this turn; with Sevens Road Magician in the GY, a draw if you wish', () => {
    const start = playOk(b([card(MAGICIAN, 'mg')]), [{ do: 'activate', card: 'wz' }, { do: 'choose', cards: ['h'] }]);
    // Only the Level 8 or lower monster with 1000 ATK is offered (not the 1500 one, not the Level 9 one).
    expect(start.state.pending?.kind === 'choose' ? start.state.pending.from : []).toEqual([start.uid('o1')]);
    const p = playOk(b([card(MAGICIAN, 'mg')]), [{ do: 'activate', card: 'wz' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['o1'] }, { do: 'choose', option: 1 }]);
    expect(atkOf(p, 'o1')).toBe(0);
    expect(inHand(p, 'top')).toBe(true);
    const no = playOk(b([card(MAGICIAN, 'mg')]), [{ do: 'activate', card: 'wz' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['o1'] }, { do: 'choose', option: 0 }]);
    expect(inHand(no, 'top')).toBe(false);
  });
  it('160006014 Sevens Road Wiz: without Sevens Road Magician in the GY there is no draw to take', () => {
    const p = playOk(b([]), [{ do: 'activate', card: 'wz' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['o1'] }]);
    expect(atkOf(p, 'o1')).toBe(0);
    expect(p.state.pending?.kind).toBe('main');
    expect(inHand(p, 'top')).toBe(false);
  });
  it('160006014 Sevens Road Wiz refused: no face-up opponent monster of Level 8 or lower shares its 1000 ATK', () => {
    const p = playOk(board({ hand: [mk('h', 100)], monsters: [atkPos(card(WIZ, 'wz'))] }, { monsters: [atkPos(mk('o2', 1500, 0, 4)), atkPos(mk('o9', 1000, 0, 9))] }), []);
    expect(offered(p, 'wz')).toBe(false);
    expect(offered(playOk(board({ monsters: [atkPos(card(WIZ, 'wz'))] }, { monsters: theirs() }), []), 'wz')).toBe(false);
  });
});
