// Cards of set 160003 added by the stat stream ("same Attribute" conditions).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos, type MonsterIn } from '../../engine/testing/mk';

const RIGHTFUL = 160003042;
const light = (ref: string) => mk(ref, 1000, 0, 4, { attribute: 'LIGHT' });

describe('160003042 Rightful Magic', () => {
  const b = (mine: MonsterIn[]) => board({ hand: [card(RIGHTFUL, 'rm')], monsters: mine }, { monsters: [atkPos(mk('o', 1800))] });
  it('160003042 Rightful Magic: two face-up LIGHT monsters of yours: a face-up opponent monster is 600 ATK weaker this turn', () => {
    const p = playOk(b([atkPos(light('l1')), defPos(light('l2')), atkPos(mk('d', 500))]), [{ do: 'activate', card: 'rm' }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(1200);
    expect(atkOf(playOk(b([atkPos(light('l1')), defPos(light('l2'))]), [{ do: 'activate', card: 'rm' }, { do: 'choose', cards: ['o'] }, { do: 'endTurn' }]), 'o')).toBe(1800);
  });
  it('160003042 Rightful Magic refused: three monsters, no two sharing an Attribute face-up (one LIGHT is Set)', () => {
    expect(offered(playOk(b([atkPos(light('l1')), setPos(light('l2')), atkPos(mk('d', 500))]), []), 'rm')).toBe(false);
    expect(offered(playOk(b([atkPos(light('l1'))]), []), 'rm')).toBe(false);
  });
});
