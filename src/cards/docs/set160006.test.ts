// Cards of set 160006 written as documents (third tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

describe('160006036 Vietor the Prevailing Wind', () => {
  const b = (hand: ReturnType<typeof mk>[]) =>
    board({ hand, monsters: [atkPos(card(160006036, 'vi')), atkPos(mk('wind', 2000, 0, 4, { attribute: 'WIND' }))] }, { monsters: [defPos(mk('d', 0, 500))] }, { turn: 3 });
  it('160006036 Vietor: send 1 card from the hand: a face-up WIND monster deals piercing damage (2000 on 500 DEF: 1500)', () => {
    const p = playOk(b([mk('x', 1)]), [{ do: 'activate', card: 'vi' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['wind'] }, { do: 'enterBattle' }, { do: 'attack', card: 'wind', target: 'd' }]);
    expect(p.state.players[1].lp).toBe(6500);
  });
  it('160006036 Vietor refused: an empty hand', () => {
    expect(offered(playOk(b([]), []), 'vi')).toBe(false);
  });
});

describe('160006020 Betrayer of Peace', () => {
  const b = (theirs: ReturnType<typeof atkPos>) => board({ monsters: [defPos(card(160006020, 'bp'))] }, { monsters: [theirs] });
  it("160006020 Betrayer of Peace: an opponent's Attack Position Warrior goes to face-up Defense Position", () => {
    const p = playOk(b(atkPos(mk('w', 2000))), [{ do: 'activate', card: 'bp' }, { do: 'choose', cards: ['w'] }]);
    expect(locateMonster(p.state, p.uid('w'))?.slot).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160006020 Betrayer of Peace refused: the only Attack Position monster is a Beast (this card is in Defense Position)', () => {
    expect(offered(playOk(b(atkPos(mk('be', 2000, 0, 4, { race: 'Beast' }))), []), 'bp')).toBe(false);
  });
});
