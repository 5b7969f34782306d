// Trap stream, set 160002: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, inGy, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';

const of = (ref: string, race: string, atk = 1000) => mk(ref, atk, 0, 4, { race });

describe('160002048 Phantom Bind', () => {
  const b = (mineGy: ReturnType<typeof mk>[], theirGy: ReturnType<typeof mk>[], defender = 1000) =>
    board(
      { monsters: [atkPos(mk('m', defender))], spellTraps: [{ card: card(160002048, 'tr'), faceDown: true }], graveyard: mineGy },
      { monsters: [atkPos(of('a', 'Warrior', 2000))], graveyard: theirGy },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  const respond = [...attack, { do: 'respond', card: 'tr' }];
  it('160002048 Phantom Bind: three Warriors in the attacking player GY (and a Dragon): the Warrior attacker drops by 300 to 1700 and deals 700', () => {
    const p = playOk(b([], [of('w1', 'Warrior'), of('w2', 'Warrior'), of('w3', 'Warrior'), of('d', 'Dragon')]), respond);
    expect([atkOf(p, 'a'), p.state.players[0].lp]).toEqual([1700, 8000 - 700]);
  });
  it('160002048 Phantom Bind: only the GY of the attacking player counts (two Warriors of your own add nothing); 1900 loses to an 1950 monster', () => {
    const p = playOk(b([of('y1', 'Warrior'), of('y2', 'Warrior')], [of('w1', 'Warrior')], 1950), respond);
    expect([inGy(p, 'a'), p.state.players[1].lp]).toEqual([true, 8000 - 50]);
  });
  it('160002048 Phantom Bind refused: the attacking player GY holds no Warrior', () => {
    expect(canRespond(playOk(b([of('y1', 'Warrior')], [of('d', 'Dragon')]), attack), 'tr')).toBe(false);
  });
});

describe('160002046 Rage and Conspiracy', () => {
  const b = (mine: ReturnType<typeof atkPos>[]) =>
    board(
      { monsters: mine, spellTraps: [{ card: card(160002046, 'tr'), faceDown: true }] },
      { hand: [mk('s', 1500)], monsters: [atkPos(mk('o6', 2000, 0, 6)), atkPos(mk('o7', 2500, 0, 7))] },
      { turn: 3, turnPlayer: 1 },
    );
  const summon = [{ do: 'summon', card: 's' }];
  const two = [atkPos(of('w', 'Warrior')), atkPos(of('d', 'Dragon'))];
  it('160002046 Rage and Conspiracy: a Warrior and a Dragon Normal Monster face-up, the opponent Normal Summons: their face-up Level 6 monster is destroyed', () => {
    const p = playOk(b(two), [...summon, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['o6'] }]);
    expect([inGy(p, 'o6'), inGy(p, 's'), inGy(p, 'o7')]).toEqual([true, false, false]);
  });
  it('160002046 Rage and Conspiracy: a Level 7 monster cannot be chosen', () => {
    const p = play(b(two), [...summon, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['o7'] }]);
    expect(p.failedAt).toBe(2);
  });
  it('160002046 Rage and Conspiracy refused: both face-up Normal Monsters are Warriors', () => {
    expect(canRespond(playOk(b([atkPos(of('w', 'Warrior')), atkPos(of('w2', 'Warrior'))]), summon), 'tr')).toBe(false);
  });
  it('160002046 Rage and Conspiracy refused: the Dragon Normal Monster is face-down, so only one Type is face-up', () => {
    expect(canRespond(playOk(b([atkPos(of('w', 'Warrior')), setPos(of('d', 'Dragon'))]), summon), 'tr')).toBe(false);
  });
});
