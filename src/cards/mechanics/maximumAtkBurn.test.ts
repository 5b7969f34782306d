// Elemental HERO Fusion monsters and Prisma, Bladedge (R-MEFF, R-DMG).
import { describe, expect, it } from 'vitest';
import { atkPos, board, card, load, maxMon, mk, locateMonster } from '../../engine/testkit';
import { monsterAtk, type DuelState } from '../../engine';
import { gy, ID, ok } from '../testing/fusion';

const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};
const lp = (out: ReturnType<typeof ok>, seat: 0 | 1): number => (out.state as { players: { lp: number }[] }).players[seat]?.lp ?? -1;

// Elemental HERO Flame Wingman and Heliosphere (R-MEFF, R-DMG).

describe('Flame Wingman and Shining Flare Wingman (R-DMG, battleWin effects)', () => {
  it('Elemental HERO Shining Flare Wingman: +300 ATK per Warrior in your GY, and burns a MAXIMUM monster for its MAXIMUM ATK', () => {
    const gyWarriors = [mk('w1', 0), mk('w2', 0), mk('w3', 0), mk('w4', 0)];
    const b = board({ monsters: [atkPos(card(ID.SHINING_FLARE, 'sfw'))], graveyard: gyWarriors }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    expect(atk(state, uid('sfw'))).toBe(2500 + 1200);
    const out = ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'sfw', target: 'C' }]);
    expect(lp(out, 1)).toBe(8000 - 200 - 3500);
    expect(gy(out, 1).sort()).toEqual(['C', 'L', 'R']);
  });

});

