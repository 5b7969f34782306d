// Cards of sets 160004, 160405 and 160411 written as documents (issue 13, second tier-1
// batch). Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in
// the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';

const KONG = 160004032;

describe('160004032 Shield Boring Kong', () => {
  const b = (summoned: boolean) => board({ monsters: [atkPos(card(KONG, 'sk'), { summonedThisTurn: summoned })] }, { monsters: [setPos(mk('f', 100, 2000))] });
  it('160004032 Shield Boring Kong: in the turn it was Summoned, destroy 1 face-down opponent monster and gain 1000 ATK (2300 -> 3300)', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'sk' }, { do: 'choose', cards: ['f'] }]);
    expect(inGy(p, 'f')).toBe(true);
    expect(atkOf(p, 'sk')).toBe(3300);
  });
  it('160004032 Shield Boring Kong refused: not Summoned this turn', () => {
    expect(offered(playOk(b(false), []), 'sk')).toBe(false);
  });
});

