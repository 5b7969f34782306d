// Stream "atk" (attack restrictions and player-wide locks), set 160002. Figures come from the
// card's official text, reworded in the test names; the card also has a refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const SHOCK = 160002021;
const targets = (p: Played, ref: string) =>
  legalActions(p.state).flatMap((a) => (a.type === 'attack' && a.attacker === p.uid(ref) ? [a.target] : []));

describe('160002021 Shock Dragon', () => {
  const b = (opp = [atkPos(mk('o1', 2500)), atkPos(mk('o2', 2500)), defPos(mk('d', 1000, 1000))]) =>
    board({ monsters: [atkPos(card(SHOCK, 'sd')), atkPos(mk('w', 2000))] }, { monsters: opp });
  const use = [{ do: 'activate', card: 'sd' }];
  it('160002021 Shock Dragon: both opposing 2500 ATK monsters (tied highest) lose 2000, the ATK of your strongest monster; the 1000 ATK one keeps its ATK', () => {
    const p = playOk(b(), use);
    expect(p.state.players[0].gy.length).toBe(1);
    expect([atkOf(p, 'o1'), atkOf(p, 'o2'), atkOf(p, 'd')]).toEqual([500, 500, 1000]);
  });
  it('160002021 Shock Dragon: it may attack only the Attack Position monsters this turn (the Defense Position one and direct attacks are refused); other monsters are free', () => {
    const p = playOk(b(), [...use, { do: 'enterBattle' }]);
    expect(targets(p, 'sd').sort()).toEqual([p.uid('o1'), p.uid('o2')].sort());
    expect(targets(p, 'w')).toContain(p.uid('d'));
    const q = play(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'sd', target: 'd' }]);
    expect(q.failedAt).toBe(2);
    expect(q.error).toMatch(/only Attack Position monsters/);
    const r = playOk(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'sd', target: 'o1' }, { do: 'attack', card: 'w', target: 'd' }]);
    expect(inGy(r, 'o1') && inGy(r, 'd')).toBe(true);
    expect(r.state.players[1].lp).toBe(8000 - (1600 - 500));
    const s = play(b([]), [...use]);
    expect(s.failedAt).toBe(0);
  });
  it('160002021 Shock Dragon refused: the only opposing face-up monster has 0 ATK', () => {
    expect(offered(playOk(b([atkPos(mk('z', 0, 2000))]), []), 'sd')).toBe(false);
  });
});
