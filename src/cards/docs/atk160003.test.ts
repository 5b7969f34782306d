// Stream "atk" (attack restrictions and player-wide locks), set 160003. Figures come from the
// card's official text, reworded in the test names; the card also has a refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const LIOGON = 160003031;
const bw = (ref: string, level: number) => mk(ref, 1000, 0, level, { race: 'Beast-Warrior', attribute: 'EARTH' });
const targets = (p: Played, ref: string) =>
  legalActions(p.state).flatMap((a) => (a.type === 'attack' && a.attacker === p.uid(ref) ? [a.target] : []));

describe('160003031 Beast Gear King Convoy Liogon', () => {
  const b = (level2 = 4, opp = [atkPos(mk('o1', 1000)), atkPos(mk('o2', 1500)), defPos(mk('d', 0, 500))]) =>
    board({ hand: [mk('w', 1800)], monsters: [atkPos(card(LIOGON, 'lg')), atkPos(bw('b1', 3)), atkPos(bw('b2', level2))] }, { monsters: opp });
  const use = [{ do: 'activate', card: 'lg' }, { do: 'choose', cards: ['b1', 'b2'] }];
  it('160003031 Beast Gear King Convoy Liogon: two Beast-Warriors of Levels 3 and 4 sent, it gains 700 ATK and attacks each Attack Position monster once', () => {
    const p = playOk(b(), use);
    expect(inGy(p, 'b1') && inGy(p, 'b2')).toBe(true);
    expect(atkOf(p, 'lg')).toBe(2300 + 700);
    const q = playOk(b(), [...use, { do: 'enterBattle' }]);
    // Only the Attack Position monsters are offered: neither the Defense Position one nor a direct attack.
    expect(targets(q, 'lg').sort()).toEqual([q.uid('o1'), q.uid('o2')].sort());
    const r = playOk(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'lg', target: 'o1' }, { do: 'attack', card: 'lg', target: 'o2' }]);
    expect(inGy(r, 'o1') && inGy(r, 'o2')).toBe(true);
    expect(r.state.players[1].lp).toBe(8000 - 2000 - 1500);
    const s = play(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'lg', target: 'o1' }, { do: 'attack', card: 'lg', target: 'd' }]);
    expect(s.failedAt).toBe(4);
    expect(s.error).toMatch(/only Attack Position monsters/);
  });
  it('160003031 Beast Gear King Convoy Liogon: with no Attack Position monster left it may not attack directly, and a monster summoned after it may not attack', () => {
    const p = playOk(b(4, []), [...use, { do: 'summon', card: 'w', position: 'attack' }, { do: 'enterBattle' }]);
    expect(legalActions(p.state).filter((a) => a.type === 'attack')).toEqual([]);
    const q = play(b(4, []), [...use, { do: 'summon', card: 'w', position: 'attack' }, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'direct' }]);
    expect(q.error).toMatch(/only certain monsters/);
    const r = play(b(4, []), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'lg', target: 'direct' }]);
    expect(r.error).toMatch(/only Attack Position monsters/);
  });
  it('160003031 Beast Gear King Convoy Liogon refused: one of the Beast-Warriors is Level 5', () => {
    expect(offered(playOk(b(5), []), 'lg')).toBe(false);
  });
});
