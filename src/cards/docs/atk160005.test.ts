// Stream "atk" (attack restrictions and player-wide locks), set 160005. Figures come from the
// card's official text, reworded in the test names; the card also has a refusal.
import { describe, expect, it } from 'vitest';
import { inGy, offered, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const GATLING = 160005032;
const plant = (ref: string) => mk(ref, 500, 0, 3, { race: 'Plant', attribute: 'EARTH' });
const attackers = (p: Played) => [...new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])))];

describe('160005032 Gatling the Shadow Flower Shinobi', () => {
  const b = (hand = [plant('p1'), plant('p2')]) =>
    board(
      { hand, monsters: [atkPos(card(GATLING, 'ga')), atkPos(mk('w', 1500))] },
      { monsters: [atkPos(mk('o1', 1000, 0, 8)), atkPos(mk('o2', 1000)), defPos(mk('d', 0, 500))] },
    );
  const use = [{ do: 'activate', card: 'ga' }, { do: 'choose', cards: ['p1', 'p2'] }, { do: 'choose', cards: ['o1', 'o2'] }, { do: 'enterBattle' }];
  it('160005032 Gatling the Shadow Flower Shinobi (R-BAT-5): two Plants paid, two Attack Position monsters destroyed for 2 x 500 damage; after one monster attacks no other may', () => {
    const p = playOk(b(), use);
    expect(inGy(p, 'p1') && inGy(p, 'o1') && inGy(p, 'o2')).toBe(true);
    expect(p.state.players[1].lp).toBe(8000 - 1000);
    // Before any attack, either monster may be the one.
    expect(attackers(p).sort()).toEqual([p.uid('ga'), p.uid('w')].sort());
    const q = play(b(), [...use, { do: 'attack', card: 'w', target: 'd' }, { do: 'attack', card: 'ga', target: 'direct' }]);
    expect(inGy(q, 'd')).toBe(true);
    expect(q.failedAt).toBe(5);
    expect(q.error).toMatch(/only 1 monster/);
    expect(attackers(q)).toEqual([]);
  });
  it('160005032 Gatling the Shadow Flower Shinobi: the Defense Position monster is never offered for destruction', () => {
    const p = playOk(b(), use.slice(0, 2));
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from.sort() : []).toEqual([p.uid('o1'), p.uid('o2')].sort());
  });
  it('160005032 Gatling the Shadow Flower Shinobi refused: only one Plant Normal Monster in the hand', () => {
    expect(offered(playOk(b([plant('p1'), mk('x', 100)]), []), 'ga')).toBe(false);
  });
});
