// A monster that pierces by a Continuous effect (Elemental HERO Bladedge) is seen to pierce
// by the battle estimate, now and in the next turn; before, only piercing granted by a
// lingering effect was, so a face-down wall in front of Bladedge looked safe.
import { describe, expect, it } from 'vitest';
import { atkPos, board, card, defPos, load, mk } from '../engine/testkit';
import { estimateBattle, sideInfo } from './battleEstimate';
import { WEIGHTS } from './weights';

const BLADEDGE = 160024065; // Continuous: piercing battle damage; ATK 2600

describe('the battle estimate', () => {
  const b = load(board({ monsters: [atkPos(card(BLADEDGE, 'Edge'))] }, { lp: 1000, monsters: [defPos(mk('Wall', 0, 2000))] }, { turn: 3 }));
  const mine = sideInfo(b.state, 0, WEIGHTS);
  const theirs = sideInfo(b.state, 1, WEIGHTS);

  it('counts a Continuous piercing effect this turn', () => {
    const e = estimateBattle(mine, theirs, 1000, WEIGHTS, { fresh: false, reserve: 0 });
    expect(e.damage).toBe(600);
  });

  it('and in the next turn (it does not expire)', () => {
    const e = estimateBattle(mine, theirs, 1000, WEIGHTS, { fresh: true, reserve: 0, lasting: true });
    expect(e.damage).toBe(600);
  });
});
