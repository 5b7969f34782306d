// Cards of set 160202 added by the stat stream ("same Level" costs, counts of cards sent).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import { cardDocText } from '../../i18n/cardText';
import { docById } from './testkit';

const PAIR = 160202018;
const SHRIMP = 160202049;
const cyberse = (ref: string, level: number) => mk(ref, 500, 0, level, { race: 'Cyberse' });

describe('160202018 Pair Production', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand: [card(PAIR, 'pp'), ...hand], monsters: [atkPos(mk('m', 1000))] });
  it('160202018 Pair Production: two Level 3 Cyberse monsters of the hand go to the GY; a face-up monster of yours gains 3 x 400 = 1200 ATK this turn', () => {
    const p = playOk(b([cyberse('c1', 3), cyberse('c5', 5), cyberse('c2', 3)]), [
      { do: 'activate', card: 'pp' },
      { do: 'choose', cards: ['c1'] },
      { do: 'choose', cards: ['c2'] },
      { do: 'choose', cards: ['m'] },
    ]);
    expect(atkOf(p, 'm')).toBe(2200);
    expect([inGy(p, 'c1'), inGy(p, 'c2'), inGy(p, 'c5')]).toEqual([true, true, false]);
  });
  it('160202018 Pair Production: a pair of Level 5 Cyberse gives 2000 ATK; the Level 5 alone offers no partner of Level 3', () => {
    const p = playOk(b([cyberse('c1', 5), cyberse('c2', 5), cyberse('c3', 3)]), [{ do: 'activate', card: 'pp' }]);
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from : []).toEqual([p.uid('c1'), p.uid('c2')]);
    const q = playOk(b([cyberse('c1', 5), cyberse('c2', 5)]), [{ do: 'activate', card: 'pp' }, { do: 'choose', cards: ['c1'] }, { do: 'choose', cards: ['c2'] }, { do: 'choose', cards: ['m'] }]);
    expect(atkOf(q, 'm')).toBe(3000);
  });
  it('160202018 Pair Production refused: the Cyberse monsters of the hand differ in Level, or are above Level 5', () => {
    expect(offered(playOk(b([cyberse('c1', 3), cyberse('c2', 4)]), []), 'pp')).toBe(false);
    expect(offered(playOk(b([cyberse('c1', 6), cyberse('c2', 6)]), []), 'pp')).toBe(false);
    expect(offered(playOk(b([cyberse('c1', 3), mk('w', 500, 0, 3)]), []), 'pp')).toBe(false);
  });
});

describe('160202049 Shrinker Shrimp', () => {
  const b = (theirs: ReturnType<typeof atkPos>[]) =>
    board({ monsters: [atkPos(card(SHRIMP, 'sh')), atkPos(cyberse('cy', 4)), setPos(cyberse('fd', 4))] }, { monsters: theirs });
  it('160202049 Shrinker Shrimp: two face-up Cyberse monsters (itself included) to the GY: an opponent monster loses 2 x 300 = 600 ATK this turn', () => {
    const p = playOk(b([atkPos(mk('o', 2000))]), [{ do: 'activate', card: 'sh' }, { do: 'choose', cards: ['sh', 'cy'] }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(1400);
    expect([inGy(p, 'sh'), inGy(p, 'cy')]).toEqual([true, true]);
  });
  it('160202049 Shrinker Shrimp: one Cyberse sent: 300 ATK; the face-down Cyberse cannot be sent', () => {
    const p = playOk(b([atkPos(mk('o', 2000))]), [{ do: 'activate', card: 'sh' }]);
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from : []).toEqual([p.uid('sh'), p.uid('cy')]);
    const q = playOk(b([atkPos(mk('o', 2000))]), [{ do: 'activate', card: 'sh' }, { do: 'choose', cards: ['cy'] }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(q, 'o')).toBe(1700);
  });
  it('160202049 Shrinker Shrimp: its text names the cost cards as the ones sent to the GY, apart from the chosen target', () => {
    const en = cardDocText(docById(SHRIMP), 'en', () => '');
    expect(en).toContain('then send the chosen monsters to the GY.');
    expect(en).toContain('the chosen monster loses 300 ATK for each of the cards sent to the GY');
    expect(cardDocText(docById(SHRIMP), 'ja', () => '')).toContain('墓地へ送ったカードの数×300ダウンする');
    expect(cardDocText(docById(SHRIMP), 'zh', () => '')).toContain('下降送去墓地的卡的数量×300');
  });
  it('160202049 Shrinker Shrimp refused: the opponent has no face-up monster', () => {
    expect(offered(playOk(b([setPos(mk('o', 2000))]), []), 'sh')).toBe(false);
  });
});
