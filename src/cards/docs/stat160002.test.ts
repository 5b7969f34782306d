// Cards of set 160002 added by the stat stream (Attributes, lowest Levels, counts of what a step did).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';
import { attributeNow } from '../../engine/effects/vocab/attribute';

const SHIFT_BOMB = 160002043;
const HEAVY_METAL = 160002031;
const PARTY = 160002038;
const light = (ref: string, atk = 1000) => mk(ref, atk, 0, 4, { attribute: 'LIGHT' });

describe('160002043 Attribute Shift Bomb', () => {
  const b = (hand: ReturnType<typeof mk>[]) =>
    board({ hand: [card(SHIFT_BOMB, 'sb'), ...hand] }, { monsters: [atkPos(mk('o1', 1000)), atkPos(mk('o2', 1200)), setPos(mk('o3', 800))] });
  it('160002043 Attribute Shift Bomb: a LIGHT monster shown from the hand makes up to 3 face-up DARK monsters of the opponent LIGHT this turn', () => {
    const p = playOk(b([light('lm')]), [{ do: 'activate', card: 'sb' }, { do: 'choose', cards: ['lm'] }, { do: 'choose', cards: ['o1', 'o2'] }]);
    expect([attributeNow(p.state, p.uid('o1')), attributeNow(p.state, p.uid('o2')), attributeNow(p.state, p.uid('o3'))]).toEqual(['LIGHT', 'LIGHT', 'DARK']);
    expect(p.events.some((e) => e.type === 'reveal' && e.card === p.uid('lm'))).toBe(true);
    expect(p.state.players[0].hand).toContain(p.uid('lm'));
    const q = playOk(b([light('lm')]), [{ do: 'activate', card: 'sb' }, { do: 'choose', cards: ['lm'] }, { do: 'choose', cards: ['o1'] }, { do: 'endTurn' }]);
    expect(attributeNow(q.state, q.uid('o1'))).toBe('DARK');
  });
  it('160002043 Attribute Shift Bomb refused: the only monster in the hand already has the Attribute of every face-up opponent monster', () => {
    expect(offered(playOk(b([mk('dm', 500)]), []), 'sb')).toBe(false);
    expect(offered(playOk(b([]), []), 'sb')).toBe(false);
  });
});

describe("160002031 Royal Rebel's Heavy Metal", () => {
  const theirs = () => [atkPos(mk('o3a', 1200, 0, 3)), atkPos(mk('o6', 500, 0, 6)), atkPos(mk('o3b', 1400, 0, 3))];
  const b = (t1: number, t2: number) =>
    board({ hand: [card(HEAVY_METAL, 'hm')], monsters: [atkPos(mk('t1', 100, 0, t1)), atkPos(mk('t2', 100, 0, t2))] }, { monsters: theirs() });
  const summon = { do: 'summon', card: 'hm', position: 'attack', tributes: ['t1', 't2'] };
  it("160002031 Royal Rebel's Heavy Metal: Tribute Summoned with a Level 5 Tribute, it takes the ATK of the opponent's lowest-Level face-up monster (1400) and destroys it", () => {
    const p = playOk(b(5, 4), [summon, { do: 'activate', card: 'hm' }]);
    // Only the two Level 3 monsters (the lowest Level) are offered, not the Level 6 one.
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from : []).toEqual([p.uid('o3a'), p.uid('o3b')]);
    const q = playOk(b(5, 4), [summon, { do: 'activate', card: 'hm' }, { do: 'choose', cards: ['o3b'] }]);
    expect(atkOf(q, 'hm')).toBe(2500 + 1400);
    expect([inGy(q, 'o3b'), inGy(q, 'o3a')]).toEqual([true, false]);
  });
  it("160002031 Royal Rebel's Heavy Metal refused: both Tributes were Level 4 (R-NS-4 summon, condition not met)", () => {
    expect(offered(playOk(b(4, 4), [summon]), 'hm')).toBe(false);
  });
  it("160002031 Royal Rebel's Heavy Metal refused: the opponent has only monsters above Level 8 or face-down", () => {
    const p = playOk(board({ hand: [card(HEAVY_METAL, 'hm')], monsters: [atkPos(mk('t1', 100, 0, 5)), atkPos(mk('t2', 100, 0, 4))] }, { monsters: [atkPos(mk('o9', 3000, 0, 9)), setPos(mk('o1', 0, 0, 1))] }), [summon]);
    expect(offered(p, 'hm')).toBe(false);
  });
});

describe('160002038 Party Party Party', () => {
  const aqua = (ref: string) => mk(ref, 800, 800, 4, { race: 'Aqua' });
  const b = (mine: ReturnType<typeof atkPos>[]) => board({ hand: [card(PARTY, 'pa')], monsters: mine });
  it('160002038 Party Party Party: the two Aqua monsters in Attack Position go to Defense Position; 2 x 400 = 800 LP (the one already in Defense does not count)', () => {
    const p = playOk(b([atkPos(aqua('q1')), defPos(aqua('q2')), atkPos(aqua('q3'))]), [{ do: 'activate', card: 'pa' }]);
    expect(p.state.players[0].lp).toBe(8800);
    expect(['q1', 'q2', 'q3'].map((r) => locateMonster(p.state, p.uid(r))?.slot.position)).toEqual(['defense', 'defense', 'defense']);
  });
  it('160002038 Party Party Party: a non-Aqua monster in Attack Position stays and adds nothing (1 changed: 400 LP)', () => {
    const p = playOk(b([atkPos(aqua('q1')), atkPos(mk('w', 1000))]), [{ do: 'activate', card: 'pa' }]);
    expect(p.state.players[0].lp).toBe(8400);
    expect(locateMonster(p.state, p.uid('w'))?.slot.position).toBe('attack');
  });
  it('160002038 Party Party Party refused: no Aqua monster of yours is in Attack Position', () => {
    expect(offered(playOk(b([defPos(aqua('q2')), setPos(aqua('q4')), atkPos(mk('w', 1000))]), []), 'pa')).toBe(false);
  });
});
