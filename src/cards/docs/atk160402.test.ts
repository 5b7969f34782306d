// Stream "atk" (attack restrictions and player-wide locks), set 160402. Figures come from the
// card's official text, reworded in the test names; the card also has a refusal.
import { describe, expect, it } from 'vitest';
import { offered, onFieldRef, inGy, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { locateMonster } from '../../engine/zones';
import { atkPos, board, card, DARK_HOLE, mk } from '../../engine/testing/mk';

const BLUES = 160402004;
const fiend = (ref: string, level: number, atk = 1000) => mk(ref, atk, 0, level, { race: 'Fiend', attribute: 'LIGHT' });
const attackers = (p: Played) => [...new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])))];

describe("160402004 Royal Rebel's Blues", () => {
  const b = (hand = [card(BLUES, 'rb'), card(DARK_HOLE, 'sp')]) =>
    board({ hand, monsters: [atkPos(mk('t', 500)), atkPos(mk('w', 1800))], graveyard: [fiend('f7', 7, 2500)] }, { monsters: [atkPos(mk('o', 1000))] });
  const use = [{ do: 'summon', card: 'rb', position: 'attack', tributes: ['t'] }, { do: 'activate', card: 'rb' }, { do: 'choose', cards: ['sp'] }, { do: 'choose', cards: ['f7'] }];
  it("160402004 Royal Rebel's Blues (R-BAT-2): a Spell from the hand pays for a Level 7 Fiend from the GY in face-up Defense Position; this turn only Fiends attack", () => {
    const p = playOk(b(), [...use, { do: 'enterBattle' }]);
    expect(inGy(p, 'sp') && onFieldRef(p, 'f7')).toBe(true);
    const f7 = locateMonster(p.state, p.uid('f7'))?.slot;
    expect([f7?.position, f7?.faceDown]).toEqual(['defense', false]);
    // The Warrior is in Attack Position but is not offered an attack; the Fiend is.
    expect(attackers(p)).toEqual([p.uid('rb')]);
    const q = play(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'o' }]);
    expect(q.failedAt).toBe(5);
    expect(q.error).toMatch(/only certain monsters/);
    const r = playOk(b(), [...use, { do: 'enterBattle' }, { do: 'attack', card: 'rb', target: 'o' }]);
    expect(inGy(r, 'o')).toBe(true);
    expect(r.state.players[1].lp).toBe(8000 - 100);
  });
  it("160402004 Royal Rebel's Blues refused: no Spell or Trap in the hand to send", () => {
    expect(offered(playOk(b([card(BLUES, 'rb'), mk('x', 100)]), [{ do: 'summon', card: 'rb', position: 'attack', tributes: ['t'] }]), 'rb')).toBe(false);
  });
});
