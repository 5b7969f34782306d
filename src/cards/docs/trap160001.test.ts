// Trap stream, set 160001: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inGy, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';

const DARK_HOLE = 160205069;

describe('160001049 Brutal Retribution', () => {
  const b = (mine: ReturnType<typeof atkPos>[], gy: ReturnType<typeof mk>[] = [mk('g1', 100), mk('g2', 200), mk('g3', 300)]) =>
    board({ monsters: mine, spellTraps: [{ card: card(160001049, 'tr'), faceDown: true }], graveyard: gy }, { hand: [card(DARK_HOLE, 'dh')] }, { turn: 3, turnPlayer: 1 });
  const hole = [{ do: 'activate', card: 'dh' }];
  it('160001049 Brutal Retribution: Dark Hole takes two of your face-up Normal Monsters at once: two monsters come back from your GY', () => {
    const p = playOk(b([atkPos(mk('n1', 1000)), atkPos(mk('n2', 1200))]), [...hole, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g1', 'g3'] }, { do: 'choose', option: 0 }, { do: 'choose', option: 1 }]);
    expect([inGy(p, 'n1'), inGy(p, 'n2'), onFieldRef(p, 'g1'), onFieldRef(p, 'g3'), onFieldRef(p, 'g2')]).toEqual([true, true, true, true, false]);
  });
  it('160001049 Brutal Retribution: no more than two monsters are summoned', () => {
    const p = play(b([atkPos(mk('n1', 1000)), atkPos(mk('n2', 1200))]), [...hole, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g1', 'g2', 'g3'] }]);
    expect(p.failedAt).toBe(2);
  });
  it('160001049 Brutal Retribution refused: one of the two destroyed Normal Monsters was face-down', () => {
    const p = playOk(b([atkPos(mk('n1', 1000)), setPos(mk('n2', 1200))]), hole);
    expect([inGy(p, 'n1'), inGy(p, 'n2'), canRespond(p, 'tr')]).toEqual([true, true, false]);
  });
  it('160001049 Brutal Retribution refused: only one face-up Normal Monster was destroyed (the other is an Effect Monster)', () => {
    const p = playOk(b([atkPos(mk('n1', 1000)), atkPos(card(160001017, 'k'))]), hole);
    expect([inGy(p, 'n1'), inGy(p, 'k'), canRespond(p, 'tr')]).toEqual([true, true, false]);
  });
});
