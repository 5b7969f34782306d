// Stream "atk" (attack restrictions and player-wide locks), set 160001. Figures come from the
// card's official text, reworded in the test names; the card also has a refusal.
import { describe, expect, it } from 'vitest';
import { inGy, offered, onFieldRef, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { locateMonster } from '../../engine/zones';
import { atkPos, board, card, DARK_HOLE, mk } from '../../engine/testing/mk';

const YAMIRULER = 160001029;
const summonOffered = (p: Played, ref: string) => legalActions(p.state).some((a) => a.type === 'summon' && a.card === p.uid(ref));

describe('160001029 Yamiruler the Dark Delayer', () => {
  const b = (hand = [card(YAMIRULER, 'ym'), mk('b7', 2600, 0, 7)]) =>
    board(
      { hand, monsters: [atkPos(mk('t1', 100)), atkPos(mk('t2', 100)), atkPos(mk('t3', 100))] },
      { hand: [mk('o7', 2700, 0, 7), mk('o6', 2000, 0, 6)], monsters: [atkPos(mk('p1', 100)), atkPos(mk('p2', 100))] },
      { turn: 3 },
    );
  const use = [{ do: 'summon', card: 'ym', position: 'attack', tributes: ['t1', 't2'] }, { do: 'activate', card: 'ym' }];
  it("160001029 Yamiruler the Dark Delayer (R-NS-4): turned to Defense Position, it stops the opponent's Tribute Summon of a Level 7 next turn; a Level 6 one still works", () => {
    const p = playOk(b(), [...use, { do: 'endTurn' }]);
    const ym = locateMonster(p.state, p.uid('ym'))?.slot;
    expect([ym?.position, ym?.faceDown]).toEqual(['defense', false]);
    expect(p.state.turnPlayer).toBe(1);
    expect(summonOffered(p, 'o7')).toBe(false);
    expect(summonOffered(p, 'o6')).toBe(true);
    const q = play(b(), [...use, { do: 'endTurn' }, { do: 'summon', card: 'o7', position: 'attack', tributes: ['p1', 'p2'] }]);
    expect(q.failedAt).toBe(3);
    expect(q.error).toMatch(/Tribute Summoning or Tribute Setting/);
    const r = play(b(), [...use, { do: 'endTurn' }, { do: 'summon', card: 'o7', position: 'set', tributes: ['p1', 'p2'] }]);
    expect(r.failedAt).toBe(3);
    const s = playOk(b(), [...use, { do: 'endTurn' }, { do: 'summon', card: 'o6', position: 'attack', tributes: ['p1'] }]);
    expect(onFieldRef(s, 'o6')).toBe(true);
  });
  it("160001029 Yamiruler the Dark Delayer: the lock binds its own player too, and it is over once the opponent's next turn ends", () => {
    const p = playOk(b(), [...use, { do: 'endTurn' }, { do: 'endTurn' }]);
    expect(p.state.turnPlayer).toBe(0);
    expect(p.state.turn).toBe(5);
    expect(summonOffered(p, 'b7')).toBe(true);
    const q = playOk(b(), use);
    expect(q.state.lingering.filter((l) => l.kind === 'noTributeSummon').map((l) => l.seat).sort()).toEqual([0, 1]);
  });
  it('160001029 Yamiruler the Dark Delayer (R-MEFF-4): once it leaves the field the lock is gone', () => {
    const p = playOk(b([card(YAMIRULER, 'ym'), card(DARK_HOLE, 'dh')]), [...use, { do: 'activate', card: 'dh' }]);
    expect(inGy(p, 'ym')).toBe(true);
    expect(p.state.lingering.some((l) => l.kind === 'noTributeSummon')).toBe(false);
  });
  it('160001029 Yamiruler the Dark Delayer refused: Tribute Set this turn, not Normal Summoned', () => {
    expect(offered(playOk(b(), [{ do: 'summon', card: 'ym', position: 'set', tributes: ['t1', 't2'] }]), 'ym')).toBe(false);
  });
});
