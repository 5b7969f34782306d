// Cards of set 160002 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, defOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const VOLTCONDOR = 160002017;

describe('160002017 Lightning Voltcondor', () => {
  const b = (handAttribute: 'FIRE' | 'WATER') =>
    board(
      { hand: [mk('sent', 1000, 0, 4, { attribute: handAttribute })], monsters: [atkPos(card(VOLTCONDOR, 'v'))] },
      { monsters: [atkPos(mk('f1', 1500, 1500, 4, { attribute: 'FIRE' })), atkPos(mk('f2', 2000, 1000, 6, { attribute: 'FIRE' })), atkPos(mk('d', 1800, 1800, 4))] },
    );
  it("160002017 Lightning Voltcondor: send a Level 4 FIRE monster from the hand: the opponent's face-up FIRE monsters lose 4 x 300 = 1200 ATK and DEF", () => {
    const p = playOk(b('FIRE'), [{ do: 'activate', card: 'v' }, { do: 'choose', cards: ['sent'] }]);
    expect(inGy(p, 'sent')).toBe(true);
    expect([atkOf(p, 'f1'), defOf(p, 'f1'), atkOf(p, 'f2'), defOf(p, 'f2')]).toEqual([300, 300, 800, 0]);
    expect([atkOf(p, 'd'), defOf(p, 'd')]).toEqual([1800, 1800]);
  });
  it("160002017 Lightning Voltcondor refused: the only monster in the hand is WATER and the opponent has no WATER monster", () => {
    expect(offered(playOk(b('WATER'), []), 'v')).toBe(false);
  });
});
