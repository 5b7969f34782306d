// Cards of set 160202 added with the fourth tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inDeck, inGy, inHand, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));
const lp = (p: { state: { players: { lp: number }[] } }, seat: 0 | 1) => p.state.players[seat]?.lp;

describe('160202020 Quantum Hole', () => {
  const b = (race: string) =>
    board(
      { hand: [mk('h1', 1)], monsters: [atkPos(mk('cy', 1000, 0, 4, { race }))], spellTraps: [{ card: card(160202020, 'qh'), faceDown: true }], deck: deck5() },
      { monsters: [atkPos(mk('a', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'cy' }];
  it('160202020 Quantum Hole: the opponent destroys your Cyberse in battle: draw 2, then put 2 cards from the hand on the Deck bottom', () => {
    const p = playOk(b('Cyberse'), [...attack, { do: 'respond', card: 'qh' }, { do: 'choose', cards: ['h1', 'd1'] }]);
    expect([inGy(p, 'cy'), inHand(p, 'd2'), inHand(p, 'h1'), inDeck(p, 'd1')]).toEqual([true, true, false, true]);
    expect(p.state.players[0].deck.slice(-2).sort()).toEqual([p.uid('h1'), p.uid('d1')].sort());
    expect(p.state.players[0].hand).toEqual([p.uid('d2')]);
  });
  it('160202020 Quantum Hole refused: the monster destroyed in battle is a Warrior', () => {
    expect(canRespond(playOk(b('Warrior'), attack), 'qh')).toBe(false);
  });
});

describe('160202047 Chashooting Star', () => {
  const b = (level: number) =>
    board(
      { lp: 4000, monsters: [atkPos(mk('py', 1000, 0, 6, { race: 'Pyro' }))], spellTraps: [{ card: card(160202047, 'cs'), faceDown: true }] },
      { hand: [mk('big', 2000, 0, level)], monsters: [atkPos(mk('t', 1))] },
      { turn: 3, turnPlayer: 1 },
    );
  const summon = (level: number) => [{ do: 'summon', card: 'big', position: 'attack', ...(level >= 5 ? { tributes: ['t'] } : {}) }];
  it('160202047 Chashooting Star: the opponent summons a Level 5 monster: gain 200 LP per Level of your Level 6 Pyro (1200), then it returns to the hand', () => {
    const p = playOk(b(5), [...summon(5), { do: 'respond', card: 'cs' }, { do: 'choose', cards: ['py'] }]);
    expect([lp(p, 0), inHand(p, 'py')]).toEqual([5200, true]);
  });
  it('160202047 Chashooting Star refused: the summoned monster is Level 4', () => {
    expect(canRespond(playOk(b(4), summon(4)), 'cs')).toBe(false);
  });
});
