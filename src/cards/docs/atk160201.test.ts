// Stream "atk" (attack restrictions and player-wide locks), set 160201. Figures come from each
// card's official text, reworded in the test names; each card also has a refusal.
import { describe, expect, it } from 'vitest';
import { inDeck, inGy, inHand, offered, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const ROCKER = 160201017;
const REWARD = 160201024;
const fiend = (ref: string, level: number, atk = 1000) => mk(ref, atk, 0, level, { race: 'Fiend', attribute: 'LIGHT' });
/** The targets the attacker is offered in the Battle Phase now. */
const targets = (p: Played, ref: string) =>
  legalActions(p.state).flatMap((a) => (a.type === 'attack' && a.attacker === p.uid(ref) ? [a.target] : []));

describe("160201017 Royal Rebel's Rocker", () => {
  const b = (gyLevel: number, opp: ReturnType<typeof atkPos>[] = []) =>
    board({ hand: [card(ROCKER, 'rr')], monsters: [atkPos(mk('t', 500))], graveyard: [fiend('f', gyLevel)] }, { monsters: opp });
  const summon = { do: 'summon', card: 'rr', position: 'attack', tributes: ['t'] };
  it("160201017 Royal Rebel's Rocker: Tribute Summoned this turn, a Level 6 Fiend returns from the GY to the hand and no monster of yours may attack directly this turn", () => {
    const p = playOk(b(6), [summon, { do: 'activate', card: 'rr' }, { do: 'choose', cards: ['f'] }, { do: 'enterBattle' }]);
    expect(inHand(p, 'f')).toBe(true);
    // The opponent has no monsters, yet the direct attack is neither listed nor accepted.
    expect(targets(p, 'rr')).toEqual([]);
    const q = play(b(6), [summon, { do: 'activate', card: 'rr' }, { do: 'choose', cards: ['f'] }, { do: 'enterBattle' }, { do: 'attack', card: 'rr', target: 'direct' }]);
    expect(q.failedAt).toBe(4);
    expect(q.error).toMatch(/attacking directly/);
    expect(q.state.players[1].lp).toBe(8000);
  });
  it("160201017 Royal Rebel's Rocker: the lock is on direct attacks only, an attack on a monster still goes ahead", () => {
    const p = playOk(b(6, [atkPos(mk('o', 1000))]), [summon, { do: 'activate', card: 'rr' }, { do: 'choose', cards: ['f'] }, { do: 'enterBattle' }, { do: 'attack', card: 'rr', target: 'o' }]);
    expect(inGy(p, 'o')).toBe(true);
    expect(p.state.players[1].lp).toBe(8000 - 500);
  });
  it("160201017 Royal Rebel's Rocker refused: the Fiend in the GY is only Level 5", () => {
    expect(offered(playOk(b(5), [summon]), 'rr')).toBe(false);
  });
  it("160201017 Royal Rebel's Rocker refused: Set this turn, not Normal Summoned", () => {
    expect(offered(playOk(b(6), [{ do: 'summon', card: 'rr', position: 'set', tributes: ['t'] }]), 'rr')).toBe(false);
  });
});

describe("160201024 King's Reward", () => {
  const b = (oppLevel: number, gy = [fiend('f1', 1)]) =>
    board({ hand: [card(REWARD, 'kr')], monsters: [atkPos(mk('w', 1200))], graveyard: gy }, { monsters: [atkPos(mk('o', 1500, 0, oppLevel))] });
  const use = [{ do: 'activate', card: 'kr' }, { do: 'choose', cards: ['f1'] }, { do: 'choose', cards: ['o'] }];
  it("160201024 King's Reward: a Level 1 Fiend goes back into the Deck, a face-up Level 6 opposing monster is destroyed, the opponent draws 1 and you may not attack directly", () => {
    const before = playOk(b(6), []).state.players[1].hand.length;
    const p = playOk(b(6), [...use, { do: 'enterBattle' }]);
    expect(inDeck(p, 'f1') && inGy(p, 'o')).toBe(true);
    expect(p.state.players[1].hand.length).toBe(before + 1);
    expect(targets(p, 'w')).toEqual([]);
    const q = play(b(6), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'direct' }]);
    expect(q.failedAt).toBe(4);
    expect(q.error).toMatch(/attacking directly/);
  });
  it("160201024 King's Reward refused: the only opposing monster is Level 7", () => {
    expect(offered(playOk(b(7), []), 'kr')).toBe(false);
  });
  it("160201024 King's Reward refused: the Fiend in the GY is Level 2, not Level 1", () => {
    expect(offered(playOk(b(6, [fiend('f1', 2)]), []), 'kr')).toBe(false);
  });
});

describe('160201001 Kimeruler the Dark Raider', () => {
  const KIMERULER = 160201001;
  const b = (opp: ReturnType<typeof atkPos>) =>
    board({ hand: [card(KIMERULER, 'km')], monsters: [atkPos(mk('t1', 500)), atkPos(mk('t2', 500)), atkPos(fiend('fd', 4, 1500))] }, { monsters: [opp] });
  const use = [{ do: 'summon', card: 'km', position: 'attack', tributes: ['t1', 't2'] }, { do: 'activate', card: 'km' }, { do: 'enterBattle' }];
  it('160201001 Kimeruler the Dark Raider: with only a Defense Position opposing monster, one card milled, it hits the opponent directly for 2500 and non-Warriors may not attack', () => {
    const o = { card: mk('o', 0, 3000), position: 'defense' as const };
    const p = playOk(b(o), [...use]);
    expect(p.state.players[0].gy.length).toBe(2 + 1);
    expect(targets(p, 'km')).toContain('direct');
    expect(targets(p, 'fd')).toEqual([]);
    const q = play(b(o), [...use, { do: 'attack', card: 'fd', target: 'o' }]);
    expect(q.failedAt).toBe(3);
    expect(q.error).toMatch(/only certain monsters/);
    const r = playOk(b(o), [...use, { do: 'attack', card: 'km', target: 'direct' }]);
    expect(r.state.players[1].lp).toBe(8000 - 2500);
  });
  it('160201001 Kimeruler the Dark Raider refused: the opponent has a monster in Attack Position', () => {
    expect(offered(playOk(b(atkPos(mk('o', 0, 3000))), [use[0] as Record<string, unknown>]), 'km')).toBe(false);
  });
});
