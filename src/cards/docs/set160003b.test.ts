// Cards of set 160003 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, defOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, POT_OF_GREED, SAKURETSU, setPos, TRAP_HOLE } from '../../engine/testing/mk';

const BENDORBREAK = 160003018;

describe('160003018 Bendorbreak the Conqueror', () => {
  const spellTraps = [
    { card: card(SAKURETSU, 's1'), faceDown: true },
    { card: card(TRAP_HOLE, 's2'), faceDown: true },
    { card: card(POT_OF_GREED, 's3'), faceDown: true },
  ];
  const b = (mine: number) =>
    board(
      { monsters: [atkPos(card(BENDORBREAK, 'bb'))], spellTraps: spellTraps.slice(0, mine) },
      { monsters: [atkPos(mk('big', 3000, 2500)), atkPos(mk('small', 1000, 1000)), setPos(mk('hidden', 500, 500))] },
    );
  it('160003018 Bendorbreak: 2 Spell/Trap cards and 2 face-up opponent monsters: send both, 1 opponent monster loses 2 x 1000 ATK and DEF', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['s1', 's2'] }, { do: 'choose', cards: ['big'] }]);
    expect(inGy(p, 's1') && inGy(p, 's2')).toBe(true);
    expect([atkOf(p, 'big'), defOf(p, 'big'), atkOf(p, 'small')]).toEqual([1000, 500, 1000]);
  });
  it('160003018 Bendorbreak: sending 1 of the 2 cards costs the monster only 1000 ATK and DEF', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['s1'] }, { do: 'choose', cards: ['big'] }]);
    expect([atkOf(p, 'big'), defOf(p, 'big'), inGy(p, 's2')]).toEqual([2000, 1500, false]);
  });
  it('160003018 Bendorbreak refused: 3 Spell/Trap cards against 2 face-up opponent monsters (the face-down one does not count)', () => {
    expect(offered(playOk(b(3), []), 'bb')).toBe(false);
  });
});
