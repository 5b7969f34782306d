// Stream "atk" (attack restrictions and player-wide locks), set 160004. Figures come from each
// card's official text, reworded in the test names; each card also has a refusal.
import { describe, expect, it } from 'vitest';
import { inGy, offered, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const GINGANGEL = 160004030;
const attackers = (p: Played) => [...new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])))];

describe('160004030 Gingangel, the Deluxe Sushi Fairy', () => {
  const b = (lp = 8000) =>
    board(
      { hand: [mk('h1', 100), mk('h2', 100)], monsters: [atkPos(card(GINGANGEL, 'gg')), atkPos(mk('w', 1500))] },
      { lp, monsters: [atkPos(mk('o', 1800, 0, 8)), atkPos(mk('big', 3000, 0, 9))] },
    );
  const use = [{ do: 'activate', card: 'gg' }, { do: 'choose', cards: ['h1', 'h2'] }];
  it('160004030 Gingangel, the Deluxe Sushi Fairy: two hand cards paid, the opponent takes the 1800 ATK of a Level 8 monster as damage, and only Gingangel attacks this turn', () => {
    const p = playOk(b(), use);
    // The Level 9 monster is not offered.
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from : []).toEqual([p.uid('o')]);
    const q = playOk(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }]);
    expect(inGy(q, 'h1') && inGy(q, 'h2')).toBe(true);
    expect(q.state.players[1].lp).toBe(8000 - 1800);
    expect(attackers(q)).toEqual([q.uid('gg')]);
    const r = play(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'o' }]);
    expect(r.failedAt).toBe(4);
    expect(r.error).toMatch(/only certain monsters/);
  });
  it('160004030 Gingangel, the Deluxe Sushi Fairy (R-MEFF-4): once it is destroyed in battle, no other monster may attack that turn', () => {
    const p = play(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }, { do: 'attack', card: 'gg', target: 'big' }, { do: 'attack', card: 'w', target: 'o' }]);
    expect(inGy(p, 'gg')).toBe(true);
    expect(p.failedAt).toBe(5);
    expect(attackers(p)).toEqual([]);
  });
  it("160004030 Gingangel, the Deluxe Sushi Fairy refused: the opponent's LP are 3500, below 4000", () => {
    expect(offered(playOk(b(3500), []), 'gg')).toBe(false);
  });
});
